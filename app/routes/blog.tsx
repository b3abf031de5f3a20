import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/blog");

export default function BlogPage() {
  return <SparsePage path="/blog" />;
}
