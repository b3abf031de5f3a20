import { Link } from "@remix-run/react";
import { PageHero } from "./PageHero";

/** What a person sees when something failed on our side: what to do next, never the details. */
export function ServerError() {
  return (
    <>
      <PageHero title="Something went wrong">
        <p>Sorry, this page could not be shown just now. Please try again in a minute.</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link to="/" className="button-primary">
          Back to Home
        </Link>
      </div>
    </>
  );
}
