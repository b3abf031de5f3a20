import { useMessages } from "~/i18n";
import { ErrorPage } from "./ErrorPage";

/** What a person sees when something failed on our side: what to do next, never the details. */
export function ServerError({ status }: { status?: number }) {
  const t = useMessages().serverError;
  const wrongMethod = status === 405;
  return (
    <ErrorPage
      title={wrongMethod ? t.wrongMethodTitle : t.title}
      text={wrongMethod ? t.wrongMethodText : t.text}
      home={t.home}
    />
  );
}
