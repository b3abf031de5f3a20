import { Link } from "@remix-run/react";
import { PageHero } from "./PageHero";

export function NotFound() {
  return (
    <>
      <PageHero title="404 Page Not Found">
        <p>Tech can be a little confusing, but don't worry, we've got your back. Need help?</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link to="/" className="button-primary">
          Back to Home
        </Link>
      </div>
    </>
  );
}
