import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/LocaleLink";
import { PartnerBar } from "~/components/partners/PartnerBar";
import { localeFromPath } from "~/i18n/locale";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import { portalWords } from "~/portal/portalWords";
import type { RouteHandle } from "~/root";
import { db } from "~/server/db/serverStore.server";
import { dateIn, partnerApplicant } from "~/server/partners/partnerPortal.server";
import { partnerResponseHeaders, requireCaseworker } from "~/server/partners/partnerSession.server";
import { env } from "~/server/platform/env.server";
import { formProtection } from "~/server/platform/formGuard.server";

// One applicant of the partner the caseworker acts for; another partner's applicant is not found, like a made-up id.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.signIn.title);
export const headers = partnerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const applicant = await partnerApplicant(db(), caseworker.actingFor.id, params.contactId ?? "");
  if (!applicant) throw data(null, { status: 404, headers: partnerResponseHeaders });
  const locale = localeFromPath(new URL(request.url).pathname);
  const when = (at: number | null) => (at === null ? null : dateIn(locale, env().orgTimeZone, at));
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    {
      email: caseworker.email,
      partner: caseworker.actingFor.name,
      canSwitch: caseworker.partners.length > 1,
      protection: { csrfToken, honeypotProps },
      applicant: {
        name: applicant.name,
        email: applicant.email,
        phone: applicant.phone,
        status: applicant.step === -1 ? null : (portalWords(locale).statuses[applicant.step]?.label ?? null),
        applied: when(applicant.appliedAt),
        asked: applicant.asked,
        recommender: applicant.recommender,
        letterIn: applicant.letterIn,
        requested: when(applicant.requestedAt),
        received: when(applicant.receivedAt),
      },
    },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export default function PartnerApplicant() {
  const { email, partner, canSwitch, protection, applicant } = useLoaderData<typeof loader>();
  const words = usePartnerPortalWords();
  const w = words.applicant;
  const asked = [
    [w.laptops, applicant.asked.laptops],
    [w.desktops, applicant.asked.desktops],
    [w.tablets, applicant.asked.tablets],
  ] as const;
  const askedText = asked
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label}: ${count}`)
    .join(", ");
  const recommendation = [
    applicant.letterIn ? w.letterIn : w.letterMissing,
    applicant.requested ? w.requested(applicant.requested) : "",
    applicant.received ? w.received(applicant.received) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <p>
        <Link to="/partners" className="font-semibold text-brand-dark underline">
          {w.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold [overflow-wrap:anywhere]">{applicant.name}</h1>
      <dl className="mt-6">
        <Row term={w.status}>{applicant.status ?? words.list.unknownStatus}</Row>
        <Row term={w.applied}>{applicant.applied ?? words.list.unknownDate}</Row>
      </dl>
      <h2 className="mt-8 text-xl font-bold">{w.contact}</h2>
      <dl className="mt-2">
        <Row term={w.email}>{applicant.email ?? w.notGiven}</Row>
        <Row term={w.phone}>{applicant.phone ?? w.notGiven}</Row>
      </dl>
      <h2 className="mt-8 text-xl font-bold">{w.asked}</h2>
      <p className="mt-2">{askedText || w.nothingAsked}</p>
      <h2 className="mt-8 text-xl font-bold">{w.recommendation}</h2>
      <dl className="mt-2">
        <Row term={w.recommender}>{applicant.recommender ?? w.notGiven}</Row>
        <Row term={w.recommendation}>{recommendation}</Row>
      </dl>
    </div>
  );
}
