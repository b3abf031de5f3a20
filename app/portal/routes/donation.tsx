import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalSignOut } from "~/portal/components/PortalSignOut";
import { DeviceList, Documents } from "~/portal/components/DonorDetails";
import { PortalSection } from "~/portal/components/Fields";
import { DonationFacts } from "~/portal/components/DonorDonations";
import { useDonationWords } from "~/donations/words";
import { useLocalePath } from "~/i18n";
import type { DonationPageView } from "~/portal/donationViews";
import { usePortalWords } from "~/portal/usePortalWords";
import type { RouteHandle } from "~/page/routeHandle";
import { donationPageData } from "~/portal/server/donationPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { ButtonAnchor } from "~/components/Button";
import { DonationStories } from "~/portal/components/DonationStories";

export const meta = pageMetaFor("/portal");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/** A donation of the signed-in donor's (issue 28): its timeline, its counts, its devices and its documents. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { view, protection, stories, csrfCookie } = await donationPageData(request, params.id);
  return data({ view, protection, stories }, { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} });
}

export default function DonationPage() {
  const { view, protection, stories } = useLoaderData<typeof loader>();
  const words = usePortalWords().donations;
  const localePath = useLocalePath();
  const link = "font-semibold text-brand-dark underline";
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-5xl">
        <PortalSignOut protection={protection} />
        <p>
          <a href={localePath("/portal")} className={link}>
            {words.backToAll}
          </a>
        </p>
        <h1 className="mt-4 break-words text-3xl font-bold text-slate-900">
          {words.pageTitle(view.summary.reference)}
        </h1>
        <DonationFacts donation={view.summary} />
        <ChangePickup href={view.changePickup} />
        <DropOffPass href={view.pass} />
        <Timeline timeline={view.timeline} />
        {view.counts && view.counts.length > 0 ? <Counts rows={view.counts} /> : null}
        {view.inventory ? (
          <>
            <Documents documents={view.documents} />
            <DeviceList inventory={view.inventory} pagePath={view.summary.href} />
          </>
        ) : (
          <p className="mt-8">{view.noDevices}</p>
        )}
        <DonationStories stories={stories} />
      </div>
    </section>
  );
}

function ChangePickup({ href }: { href: string | null }) {
  const words = useDonationWords().portal;
  if (!href) return null;
  return (
    <p className="mt-6">
      <ButtonAnchor href={href} size="medium">
        {words.changePickup}
      </ButtonAnchor>
    </p>
  );
}

/** A drop-off's pass, until its devices are dropped off: a plain link, so it opens (and prints) as its own page. */
function DropOffPass({ href }: { href: string | null }) {
  const words = usePortalWords().donations;
  if (!href) return null;
  return (
    <PortalSection id="donation-pass" heading={words.passTitle}>
      <p className="mt-2">{words.passText}</p>
      <p className="mt-4">
        <ButtonAnchor href={href} size="medium">
          {words.pass}
        </ButtonAnchor>
      </p>
    </PortalSection>
  );
}

function Timeline({ timeline }: { timeline: DonationPageView["timeline"] }) {
  const words = usePortalWords().donations;
  return (
    <PortalSection id="donation-timeline" heading={words.timeline}>
      {timeline ? (
        <>
          <ol className="mt-4 space-y-2">
            {timeline.steps.map((step) => (
              <li key={step.state} className={step.reached ? "font-semibold" : "text-slate-700"}>
                {`${step.state}: ${step.reached ?? words.notYet}`}
              </li>
            ))}
          </ol>
          {timeline.cancelled ? <p className="mt-3 font-semibold text-red-700">{timeline.cancelled}</p> : null}
        </>
      ) : (
        <p className="mt-4">{words.noTimeline}</p>
      )}
    </PortalSection>
  );
}

function Counts({ rows }: { rows: NonNullable<DonationPageView["counts"]> }) {
  const words = usePortalWords().donations;
  return (
    <PortalSection id="donation-counts" heading={words.counts}>
      <ul className="mt-4 space-y-3">
        {rows.map((row) => (
          <li key={row.kind} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold">{row.kind}</p>
            <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-0.5">
              {[
                { label: words.declaredLabel, value: row.declared },
                { label: words.receivedLabel, value: row.received },
                { label: words.difference, value: row.difference },
              ].map(({ label, value }) =>
                value === null ? null : (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-slate-700">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}
