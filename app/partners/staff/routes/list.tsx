import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StaffFilters } from "~/kits/console/StaffFilters";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { staffPages } from "~/config/routes";
import { partnerPath } from "~/partners/staff/PartnerDecisionForms";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";

import { staffPartnersLoader } from "~/partners/staff/partnerListPage.server";
export const meta = staffMeta(staffPages.partners.title);

export const loader = (args: LoaderFunctionArgs) => staffPartnersLoader(args);

const linkClass = "font-semibold text-brand-dark underline";
const statusHref = (value: string | null) =>
  value === null ? staffPages.partners.path : `${staffPages.partners.path}?status=${encodeURIComponent(value)}`;

export default function StaffPartners() {
  const { statuses, renewals, chosen, groups, problem } = useLoaderData<typeof loader>();
  const time = useStaffTime();
  return (
    <>
      <h1 className="text-3xl font-bold">Partners</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The non-profits that nominate applicants and receive their computers, by status. Organisations that applied on
        the partner page wait under &lsquo;Applied&rsquo;, the oldest first; open one to approve or decline it. Only
        active partners are offered to applicants.
      </p>
      <StaffFilters
        name="Statuses"
        filters={statuses}
        total={statuses.reduce((sum, status) => sum + status.count, 0)}
        chosen={chosen}
        href={(value) => statusHref(value)}
      />
      {problem ? <StaffNotice tone="problem">{problem}</StaffNotice> : null}
      {renewals && renewals.unconfirmed.length > 0 ? (
        <section aria-labelledby="renewals" className="mt-10">
          <h2 id="renewals" className="text-xl font-bold">
            Not confirmed for {renewals.cycle} ({renewals.unconfirmed.length})
          </h2>
          <p className="text-sm text-slate-700">
            Active partners whose caseworkers have not confirmed their details at /partners/renew since the invitation
            of January 1st, past the deadline. They stay active: write to them.
          </p>
          <ul className="mt-3 list-disc pl-5">
            {renewals.unconfirmed.map((partner) => (
              <li key={partner.id}>
                <Link to={partnerPath(partner.id)} className={linkClass}>
                  {partner.name}
                </Link>{" "}
                &mdash; not confirmed for {renewals.cycle}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group, index) => (
        <section key={group.value} aria-labelledby={`partners-${index}`} className="mt-10">
          <h2 id={`partners-${index}`} className="text-xl font-bold">
            {group.label} ({group.count})
          </h2>
          <p className="text-sm text-slate-700">{group.about}</p>
          {group.count === 0 ? (
            <p className="mt-3">No partner is at this status.</p>
          ) : (
            <StaffTable
              label={group.label}
              caption={`Partners at ${group.label}`}
              columns={["Organisation", "Region", "Cycle", "Applied on this site"]}
              rowHeader
              small
              className="mt-3"
              rows={rowsById(group.partners, (partner) => [
                <Link key="name" to={partnerPath(partner.id)} className={linkClass}>
                  {partner.name || partner.id}
                </Link>,
                partner.region ?? "Not given",
                partner.cycle ?? "Not given",
                partner.submittedAt === null ? `No: from the CRM (${partner.id})` : time(partner.submittedAt),
              ])}
            />
          )}
        </section>
      ))}
    </>
  );
}

/** A status of the list, as the applications' list shows them: a button-sized link, the current one marked. */
