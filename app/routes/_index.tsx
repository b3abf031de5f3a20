import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/");

export default function HomePage() {
  return <SparsePage path="/" />;
}
