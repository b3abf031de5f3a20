import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/shieldsimcard");

export default function SimCardPage() {
  return <SparsePage path="/shieldsimcard" />;
}
