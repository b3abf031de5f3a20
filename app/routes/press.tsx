import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/press");

export default function PressPage() {
  return <SparsePage path="/press" />;
}
