import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { pageMetaFor, usePageText } from "~/page/seo";

export const meta = pageMetaFor("/boardapplication");

export default function BoardApplicationPage() {
  return (
    <FormPage
      title={usePageText("/boardapplication").title}
      embed={embeds.boardForm}
      backgroundImage="/images/placeholder/board-bg.svg"
    />
  );
}
