import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/portal");

export default function PortalPage() {
  return <SparsePage path="/portal" />;
}
