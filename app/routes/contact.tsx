import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/contact");

export default function ContactPage() {
  return <SparsePage path="/contact" />;
}
