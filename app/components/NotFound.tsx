import { Link } from "~/components/LocaleLink";
import { useMessages } from "~/i18n";
import { PageHero } from "./PageHero";

export function NotFound() {
  const t = useMessages().notFound;
  return (
    <>
      <PageHero title={t.title}>
        <p>{t.text}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link to="/" className="button-primary">
          {t.home}
        </Link>
      </div>
    </>
  );
}
