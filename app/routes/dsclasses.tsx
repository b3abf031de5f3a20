import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/dsclasses");

export default function DigitalSkillsPage() {
  return <SparsePage path="/dsclasses" />;
}
