import { Link } from "~/components/LocaleLink";
import { useMessages } from "~/i18n";
import { PageHero } from "./PageHero";

/** What a person sees when something failed on our side: what to do next, never the details. */
export function ServerError({ status }: { status?: number }) {
  const t = useMessages().serverError;
  const wrongMethod = status === 405;
  return (
    <>
      <PageHero title={wrongMethod ? t.wrongMethodTitle : t.title}>
        <p>{wrongMethod ? t.wrongMethodText : t.text}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link to="/" className="button-primary">
          {t.home}
        </Link>
      </div>
    </>
  );
}
