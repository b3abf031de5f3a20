import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { ApplicantTracker } from "~/portal/components/ApplicantTracker";
import { BackToSearch } from "~/portal/components/BackToSearch";
import { PortalSignOut } from "~/portal/components/PortalSignOut";
import { DonorDetails } from "~/portal/components/DonorDetails";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { localeFromPath, useLocalePath } from "~/i18n";
import type { RouteHandle } from "~/page/routeHandle";
import { applicantGuidance, donorEmptyView, signedOutView, type SignedOutView } from "~/portal/portalGuidanceView";
import { usePortalWords } from "~/portal/usePortalWords";
import { LOGIN_TOKEN_TTL_MS } from "~/kits/signIn/loginTokens.server";
import { portalAction, portalPageData } from "~/portal/server/portalPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";
import { MoneyGifts } from "~/gifts/components/MoneyGifts";
import { PortalVolunteering } from "~/volunteering/components/PortalVolunteering";

export const meta = pageMetaFor("/portal");
// No React in the browser, like the sign-in page: every step is a whole page (light on a cheap phone, and a screen
// reader starts each page at its top); the enhancement script adds the pending button and the notice's alert.
export const handle: RouteHandle = { personal: true };
// Records are personal and the address may hold a sign-in link: never cached. (The site-wide referrer policy
// already keeps the link's query from other sites.)
export const headers: HeadersFunction = () => personalHeaders();

const linkMinutes = LOGIN_TOKEN_TTL_MS / 60_000;

export async function loader({ request }: LoaderFunctionArgs) {
  const { data: page, protection, csrfCookie } = await portalPageData(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const guidance = {
    applicant: page.kind === "applicant" ? applicantGuidance(page.record, locale) : null,
    donorEmpty:
      page.kind === "donor" && !page.inventory
        ? donorEmptyView(
            locale,
            page.donations.map((donation) => donation.arrival),
          )
        : null,
    signedOut: page.kind === "signed-out" ? signedOutView(page.message, linkMinutes, locale) : null,
  };
  return data({ data: page, protection, guidance }, { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} });
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await portalAction(request);
  if ("redirect" in result) return result.redirect;
  const locale = localeFromPath(new URL(request.url).pathname);
  return data(
    { error: result.error, signedOut: signedOutView(result.error, linkMinutes, locale) },
    { status: result.status },
  );
}

export default function PortalPage() {
  const { data, protection, guidance } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const words = usePortalWords();
  const localePath = useLocalePath();
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-5xl">
        {failed && "error" in failed ? (
          <SignedOut message={failed.error} view={failed.signedOut} />
        ) : data.kind === "continue" ? (
          <>
            <h1 className="text-3xl font-bold text-slate-900">{words.portalPage.heading}</h1>
            <p className="mt-4">{words.portalPage.pressContinue}</p>
            <Form method="post" action={localePath("/portal")} className="mt-6">
              <FormProtectionInputs {...protection} />
              <input type="hidden" name="recordId" value={data.recordId} />
              <input type="hidden" name="jwt" value={data.jwt} />
              <Button name="intent" value="continue">
                {words.portalPage.continue}
              </Button>
            </Form>
          </>
        ) : data.kind === "signed-out" ? (
          guidance.signedOut ? (
            <SignedOut message={data.message} view={guidance.signedOut} />
          ) : null
        ) : (
          <>
            <PortalSignOut protection={protection} />
            {data.notice ? (
              <p
                role="alert"
                data-alert-on-load=""
                className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 font-medium"
              >
                {data.notice}
              </p>
            ) : null}
            {data.kind === "applicant" ? (
              <ApplicantTracker
                record={data.record}
                number={data.number}
                recommendation={data.recommendation}
                assigned={data.assigned}
                delivered={data.delivered}
                guidance={guidance.applicant}
              />
            ) : null}
            {data.kind === "donor" ? (
              <DonorDetails
                record={data.record}
                summary={data.summary}
                donations={data.donations}
                inventory={data.inventory}
                impact={data.impact}
                documents={data.documents}
                empty={guidance.donorEmpty}
              />
            ) : null}
            {data.kind === "message" ? (
              <>
                <h1 className="text-3xl font-bold text-slate-900">{words.portalPage.heading}</h1>
                {/* One who only gave money or volunteered has no record for the tracker: they came for the rest. */}
                {data.gifts || data.volunteering ? null : (
                  <p role="alert" className="mt-4 text-lg font-medium text-red-700">
                    {data.message}
                  </p>
                )}
              </>
            ) : null}
            {data.gifts ? <MoneyGifts gifts={data.gifts} /> : null}
            {data.volunteering ? <PortalVolunteering view={data.volunteering} /> : null}
            <BackToSearch protection={protection} />
          </>
        )}
      </div>
    </section>
  );
}

function SignedOut({ message, view }: { message: string; view: SignedOutView }) {
  // The spec's sentence stays as it is; a person also needs to know why and where to go.
  const words = usePortalWords();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{words.portalPage.heading}</h1>
      <p role="alert" className="mt-4 text-lg font-medium text-red-700">
        {message}
      </p>
      {view.explanation ? <p className="mt-3">{view.explanation}</p> : null}
      <p className="mt-6">
        <TextLink to={view.link.to}>{view.link.text}</TextLink>
      </p>
    </>
  );
}
