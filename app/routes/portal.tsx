import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { ApplicantTracker } from "~/components/portal/ApplicantTracker";
import { BackToSearch } from "~/components/portal/BackToSearch";
import { DonorDetails } from "~/components/portal/DonorDetails";
import { FormProtectionInputs } from "~/components/portal/FormProtectionInputs";
import type { RouteHandle } from "~/root";
import { portalAction, portalPageData } from "~/server/portal/portalPage.server";
import { personalHeaders } from "~/server/portal/session.server";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/portal");
export const handle: RouteHandle = { hydrate: true };
// Records are personal and the address may hold a sign-in link: never cached. (The site-wide referrer policy
// already keeps the link's query from other sites.)
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request }: LoaderFunctionArgs) {
  const { data: page, protection, csrfCookie } = await portalPageData(request);
  return data({ data: page, protection }, { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} });
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await portalAction(request);
  if ("redirect" in result) return result.redirect;
  return data({ error: result.error }, { status: result.status });
}

export default function PortalPage() {
  const { data, protection } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const notice = "notice" in data ? data.notice : null;
  // Where JavaScript runs, the empty-CSV message is also an alert, as in the original portal (the page shows it either way).
  useEffect(() => {
    if (notice) window.alert(notice);
  }, [notice]);
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-5xl">
        {failed && "error" in failed ? (
          <SignedOut message={failed.error} />
        ) : data.kind === "continue" ? (
          <>
            <h1 className="text-3xl font-bold text-slate-900">Digital portal</h1>
            <p className="mt-4">Press Continue to open your record.</p>
            <Form method="post" action="/portal" className="mt-6">
              <FormProtectionInputs {...protection} />
              <input type="hidden" name="recordId" value={data.recordId} />
              <input type="hidden" name="jwt" value={data.jwt} />
              <button type="submit" name="intent" value="continue" className="rounded-lg bg-brand-dark px-6 py-3 font-semibold text-white">
                Continue
              </button>
            </Form>
          </>
        ) : data.kind === "signed-out" ? (
          <SignedOut message={data.message} />
        ) : (
          <>
            {data.notice ? (
              <p role="alert" className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 font-medium">
                {data.notice}
              </p>
            ) : null}
            {data.kind === "applicant" ? <ApplicantTracker record={data.record} assigned={data.assigned} /> : null}
            {data.kind === "donor" ? (
              <DonorDetails record={data.record} summary={data.summary} inventory={data.inventory} impact={data.impact} documents={data.documents} />
            ) : null}
            {data.kind === "message" ? (
              <>
                <h1 className="text-3xl font-bold text-slate-900">Digital portal</h1>
                <p role="alert" className="mt-4 text-lg font-medium text-red-700">
                  {data.message}
                </p>
              </>
            ) : null}
            <BackToSearch protection={protection} />
          </>
        )}
      </div>
    </section>
  );
}

function SignedOut({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Digital portal</h1>
      <p role="alert" className="mt-4 text-lg font-medium text-red-700">
        {message}
      </p>
      <p className="mt-6">
        <Link to="/auth" className="font-semibold text-brand-dark underline">
          Sign in to get a new link
        </Link>
      </p>
    </>
  );
}
