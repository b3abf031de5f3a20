import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { pageMetaFor, usePageText } from "~/page/seo";

export const meta = pageMetaFor("/checkin");

export default function CheckInPage() {
  return <FormPage title={usePageText("/checkin").title} embed={embeds.checkinForm} />;
}
