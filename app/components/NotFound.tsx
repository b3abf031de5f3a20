import { useMessages } from "~/i18n";
import { ErrorPage } from "./ErrorPage";

export function NotFound() {
  const t = useMessages().notFound;
  return <ErrorPage title={t.title} text={t.text} home={t.home} />;
}
