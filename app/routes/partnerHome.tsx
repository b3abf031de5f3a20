import { signInMailLimit, signInWindowMinutes } from "~/kits/signIn/signInMailLimit";
import { useGuidanceWords } from "~/portal/usePortalWords";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { PartnerBar } from "~/partners/components/PartnerBar";
import { ApplicantsTable } from "~/partners/components/ApplicantsTable";
import { RealmSignIn, type SignInResult } from "~/kits/signIn/RealmSignInPages";
import { useLocale, useLocalePath } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import { useClassWords } from "~/classes/words";
import { portalWords } from "~/portal/words";
import type { RouteHandle } from "~/page/routeHandle";
import { db } from "~/db/serverStore.server";
import { countsByStep, partnerApplicantList } from "~/partners/server/partnerPortal.server";
import { renewalCycle } from "~/partners/server/partnerRenewals.server";
import {
  currentCaseworker,
  partnerPathFor,
  partnerPaths,
  partnerResponseHeaders,
} from "~/partners/server/partnerSession.server";
import { requestPartnerSignIn } from "~/partners/server/partnerSignIn.server";
import { unsentClientDrafts } from "~/partners/server/clientDrafts.server";
import { NEW_CLIENT_PATH } from "~/partners/clientApplication";
import { env } from "~/platform/env.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { readSignInPost } from "~/kits/signIn/signInForm.server";

// The partner portal (issue 27 part 3): its sign-in when nobody is signed in, the partner's applicants after.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.signIn.title);
export const headers = partnerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const caseworker = await currentCaseworker(request);
  if (caseworker && !caseworker.actingFor)
    throw redirect(partnerPathFor(request, partnerPaths.choose), { headers: partnerResponseHeaders });
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const protection = { csrfToken, honeypotProps };
  const headers = csrfCookie ? { "Set-Cookie": csrfCookie } : undefined;
  if (!caseworker?.actingFor) {
    const signedOut = new URL(request.url).searchParams.get("signed-out") === "1";
    return data({ protection, signedIn: null, signedOut }, { headers });
  }
  const locale = localeFromPath(new URL(request.url).pathname);
  const steps = portalWords(locale).statuses;
  const list = await partnerApplicantList(db(), caseworker.actingFor.id);
  const { counts, unknown } = countsByStep(list);
  const when = (at: number | null) => (at === null ? null : formatMoment(locale, at, env().orgTimeZone));
  return data(
    {
      protection,
      signedOut: false,
      signedIn: {
        email: caseworker.email,
        partner: caseworker.actingFor.name,
        canSwitch: caseworker.partners.length > 1,
        cycle: renewalCycle(Date.now(), env().orgTimeZone),
        // The applications this caseworker started with clients and has not sent: theirs alone (decision 093).
        drafts: await unsentClientDrafts({ email: caseworker.email, partnerId: caseworker.actingFor.id }, locale),
        counts: steps.map((step, index) => ({ label: step.label, count: counts[index] ?? 0 })),
        unknown,
        applicants: list.map((row) => ({
          id: row.id,
          name: row.name,
          number: row.number,
          status: row.step === -1 ? null : (steps[row.step]?.label ?? null),
          applied: when(row.appliedAt),
          letterIn: row.letterIn,
          readyToCollect: row.readyToCollect,
        })),
      },
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readSignInPost(request, context);
  if ("answer" in post) return data<SignInResult>(post.answer, { status: post.status });
  await requestPartnerSignIn(post.email, post.clientAddress, localeFromPath(new URL(request.url).pathname));
  return data<SignInResult>({ sent: true });
}

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
