import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/checkin");

export default function CheckInPage() {
  return <SparsePage path="/checkin" />;
}
