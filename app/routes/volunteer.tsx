import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/volunteer");

export default function VolunteerPage() {
  return <SparsePage path="/volunteer" />;
}
