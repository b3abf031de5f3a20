import { signInMailLimit, signInWindowMinutes } from "~/kits/signIn/signInMailLimit";
import { useGuidanceWords } from "~/portal/usePortalWords";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { PartnerBar } from "~/partners/components/PartnerBar";
import { ApplicantsTable } from "~/partners/components/ApplicantsTable";
import { RealmSignIn } from "~/kits/signIn/RealmSignInPages";
import { useLocale, useLocalePath } from "~/i18n";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import { useClassWords } from "~/classes/words";
import type { RouteHandle } from "~/page/routeHandle";
import { NEW_CLIENT_PATH } from "~/partners/clientApplication";

import { partnerHomeLoader, partnerHomeAction } from "~/partners/server/partnerHomePage.server";
import { portalWords } from "~/portal/words";
import { PartnerAnnouncements } from "~/partners/components/PartnerAnnouncements";
import { useRequestWords } from "~/partners/requestWords";
// The partner portal (issue 27 part 3): its sign-in when nobody is signed in, the partner's applicants after.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.signIn.title);
export const headers = partnerHeaders;

export const loader = (args: LoaderFunctionArgs) => partnerHomeLoader(args, (locale) => portalWords(locale).statuses);

export const action = (args: ActionFunctionArgs) => partnerHomeAction(args);

export default function PartnerPortal() {
  const { signedIn } = useLoaderData<typeof loader>();
  return <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-24">{signedIn ? <ApplicantList /> : <SignIn />}</div>;
}

function SignIn() {
  const { protection, signedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = usePartnerPortalWords();
  const { signInWords } = useGuidanceWords();
  return (
    <RealmSignIn
      words={words.signIn}
      sent={`${words.signIn.sent} ${signInWords.held(signInMailLimit.mailsPerEmail, signInWindowMinutes)}`}
      signedOut={signedOut}
      protection={protection}
      result={result}
    />
  );
}

function ApplicantList() {
  const { signedIn, protection } = useLoaderData<typeof loader>();
  const { list: words, renew: renewWords, client: clientWords } = usePartnerPortalWords();
  const classWords = useClassWords().hosted;
  const requestWords = useRequestWords().list;
  const locale = useLocale();
  const localePath = useLocalePath();
  if (!signedIn) return null;
  return (
    <>
      <PartnerBar
        email={signedIn.email}
        actingFor={signedIn.partner}
        canSwitch={signedIn.canSwitch}
        protection={protection}
      />
      <h1 className="text-3xl font-bold">{words.title(signedIn.partner)}</h1>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      <PartnerAnnouncements announcements={signedIn.announcements} />
      <p className="mt-3">
        <TextLink to="/partners/requests">{requestWords.requestsLink}</TextLink>
      </p>
      <p className="mt-3">
        <TextLink to="/partners/renew">{renewWords.link(signedIn.cycle)}</TextLink>
      </p>
      <p className="mt-3">
        <TextLink to="/partners/classes">{classWords.linkLabel}</TextLink>
      </p>
      <h2 className="mt-6 text-xl font-bold">{clientWords.start}</h2>
      <p className="mt-2 text-slate-700">{clientWords.startIntro}</p>
      <p className="mt-3">
        <TextLink to={NEW_CLIENT_PATH}>{clientWords.start}</TextLink>
      </p>
      {signedIn.drafts.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">{clientWords.drafts}</h3>
          <p className="text-sm text-slate-700">{clientWords.draftsHint}</p>
          <ul className="mt-2 list-disc pl-5">
            {signedIn.drafts.map((draft) => (
              <li key={draft.path}>
                <TextLink to={draft.path}>{draft.name ?? clientWords.unnamed}</TextLink> (
                {clientWords.changed(draft.changed)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {signedIn.applicants.length > 0 ? (
        <p className="mt-3">
          <a href={localePath("/partners/applicants.csv")} className="font-semibold text-brand-dark underline">
            {words.download}
          </a>
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold">{words.countsHeading}</h2>
      <ul className="mt-2 flex flex-wrap gap-3" aria-label={words.countsHeading}>
        {signedIn.counts.map(({ label, count }) => (
          <li key={label} className="rounded border border-slate-300 px-3 py-1">
            {label}: <strong>{count.toLocaleString(locale === "es" ? "es-US" : "en-US")}</strong>
          </li>
        ))}
        {signedIn.unknown > 0 ? (
          <li className="rounded border border-slate-300 px-3 py-1">
            {words.unknownStatus}: <strong>{signedIn.unknown}</strong>
          </li>
        ) : null}
      </ul>
      {signedIn.applicants.length === 0 ? (
        <p className="mt-6">{words.none}</p>
      ) : (
        <ApplicantsTable applicants={signedIn.applicants} />
      )}
    </>
  );
}
