import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/auth");

export default function SignInPage() {
  return <SparsePage path="/auth" />;
}
