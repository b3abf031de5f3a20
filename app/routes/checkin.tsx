import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/checkin");

export default function CheckInPage() {
  return <FormPage title={sitePage("/checkin").title} embed={embeds.checkinForm} />;
}
