import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PartnerDecisionForms, partnerPath } from "~/partners/staff/PartnerDecisionForms";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { formatEin } from "~/partners/partnerApplicationForm";
import { partnerStatusLabel } from "~/partners/staff/words";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffPartnerLoader, staffPartnerAction } from "~/partners/staff/partnerPage.server";
import { StaffBackLink } from "~/kits/console/StaffBackLink";

export const meta = staffMeta("Partner");

export const loader = (args: LoaderFunctionArgs) => staffPartnerLoader(args);

export const action = (args: ActionFunctionArgs) => staffPartnerAction(args);

const languageNames: Record<string, string> = { en: "English", es: "Spanish" };

export default function StaffPartner() {
  const { file } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const time = useStaffTime();
  const { partner, application } = file;
  const status = partner.Status ?? "";
  const name = partner.Organization_Name ?? partner.id;
  const details: [string, string][] = [
    ["Record id", partner.id],
    ["Region", partner.Region ?? "Not given"],
    ["Cycle", partner.Cycle ?? "Not given"],
    ["Address", partner.Address ?? "Not given"],
    ["Phone", partner.Phone ?? "Not given"],
    ["Website", partner.Website ?? "None given"],
    ["Caseworkers' emails", partner.Emails.length ? partner.Emails.join(", ") : "None"],
  ];
  const applied: [string, string][] = application
    ? [
        ["Sent", time(Number(application.submitted_at))],
        ["EIN", formatEin(application.ein)],
        ["Contact", application.contact_name],
        ["Contact's email", application.contact_email],
        ["Contact's phone", application.contact_phone],
        ["Language", languageNames[application.locale] ?? application.locale],
        ["Services", application.services],
        ["How it would distribute devices", application.distribution],
        ...(application.decided_at !== null
          ? ([["Decided", `${time(Number(application.decided_at))} by ${application.decided_by ?? "staff"}`]] as [
              string,
              string,
            ][])
          : []),
        ...(application.decline_reason ? ([["Reason given", application.decline_reason]] as [string, string][]) : []),
      ]
    : [];
  return (
    <>
      <StaffBackLink to={staffPages.partners.path}>All partners</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold [overflow-wrap:anywhere]">{name}</h1>
      <p className="mt-2 text-lg" data-testid="partner-status">
        Status: <strong>{partnerStatusLabel(partner.Status)}</strong>
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      {file.sameName.length > 0 ? <PossibleDuplicate others={file.sameName} /> : null}
      <PartnerDecisionForms status={status} hasContact={Boolean(application?.contact_email ?? partner.Emails[0])} />
      <Details id="record" title="The partner record" rows={details} />
      {application ? (
        <Details id="application" title="What it gave when it applied" rows={applied} />
      ) : (
        <p className="mt-8">This partner came from the CRM: it did not apply on this site.</p>
      )}
    </>
  );
}

/** Other partners of the same name: applicants who name it would match none of them (decision 083). */
function PossibleDuplicate({ others }: { others: { id: string; name: string; status: string | null }[] }) {
  return (
    <section aria-labelledby="duplicate" className="mt-8 max-w-3xl rounded-lg border-2 border-amber-700 p-4">
      <h2 id="duplicate" className="text-xl font-bold">
        Possible duplicate
      </h2>
      <p className="mt-2">
        Another partner has this name (case, spaces and punctuation aside). It may be the same organisation applying
        again, or another one taking its name. An applicant who arrives naming it is linked to the one of them that is
        active, and to none while several are; applicants already linked stay with their partner.
      </p>
      <ul className="mt-2 list-disc pl-6">
        {others.map((other) => (
          <li key={other.id}>
            <Link to={partnerPath(other.id)} className="font-semibold text-brand-dark underline">
              {other.name}
            </Link>{" "}
            ({partnerStatusLabel(other.status)}, record id {other.id})
          </li>
        ))}
      </ul>
    </section>
  );
}

function Details({ id, title, rows }: { id: string; title: string; rows: [string, string][] }) {
  return (
    <section aria-labelledby={id} className="mt-10 max-w-3xl">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
