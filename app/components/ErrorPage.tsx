import { Link } from "~/components/LocaleLink";
import { PageHero } from "./PageHero";

/** A page that says what went wrong in a sentence and leads back to the home page (the 404 and the error page). */
export function ErrorPage({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <>
      <PageHero title={title}>
        <p>{text}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link to="/" className="button-primary">
          {home}
        </Link>
      </div>
    </>
  );
}
