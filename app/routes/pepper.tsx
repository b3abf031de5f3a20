import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/pepper");

export default function PepperFestPage() {
  return <SparsePage path="/pepper" />;
}
