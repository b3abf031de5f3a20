import { Link } from "@remix-run/react";
import { PageHero } from "./PageHero";

/** What a person sees when something failed on our side: what to do next, never the details. */
export function ServerError({ status }: { status?: number }) {
  const wrongMethod = status === 405;
  return (
    <>
      <PageHero title={wrongMethod ? "This page cannot do that" : "Something went wrong"}>
        <p>
          {wrongMethod
            ? "This address only shows a page; nothing can be sent to it. Please go back and use the page's own buttons and forms."
            : "Sorry, this page could not be shown just now. Please try again in a minute."}
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link to="/" className="button-primary">
          Back to Home
        </Link>
      </div>
    </>
  );
}
