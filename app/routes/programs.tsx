import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/programs");

export default function ProgramsPage() {
  return <SparsePage path="/programs" />;
}
