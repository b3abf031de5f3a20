import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/socialmedia");

export default function SocialMediaPage() {
  return <SparsePage path="/socialmedia" />;
}
