import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/boardapplication");

export default function BoardApplicationPage() {
  return <FormPage title={sitePage("/boardapplication").title} embed={embeds.boardForm} backgroundImage="/images/placeholder/board-bg.svg" />;
}
