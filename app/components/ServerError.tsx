import { useMessages } from "~/i18n";
import { ErrorPage } from "./ErrorPage";

/** What a person sees when something failed on our side: what to do next, never the details. */
export function ServerError({ status }: { status?: number }) {
  const t = useMessages().serverError;
  const wrongMethod = status === 405;
  // 503: the database is out of reach (app/db/unavailable.server.ts); the page says so, not "went wrong".
  const unavailable = status === 503;
  return (
    <ErrorPage
      title={wrongMethod ? t.wrongMethodTitle : unavailable ? t.unavailableTitle : t.title}
      text={wrongMethod ? t.wrongMethodText : unavailable ? t.unavailableText : t.text}
      home={t.home}
    />
  );
}
