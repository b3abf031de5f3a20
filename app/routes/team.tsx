import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/team");

export default function TeamPage() {
  return <SparsePage path="/team" />;
}
