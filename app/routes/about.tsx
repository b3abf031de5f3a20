import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/about");

export default function AboutPage() {
  return <SparsePage path="/about" />;
}
