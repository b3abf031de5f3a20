import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { Facts } from "~/kits/console/Facts";
import { staffMeta } from "~/kits/console/staffMeta";
import { newsletterStaffLoader } from "~/outreach/staff/staffReviewPages.server";
import { newsletterWords } from "~/outreach/staff/words";

export const meta = staffMeta(staffPages.newsletter.title);

export const loader = ({ request }: LoaderFunctionArgs) => newsletterStaffLoader(request);

export default function StaffNewsletter() {
  const { figures, providerSet } = useLoaderData<typeof loader>();
  const words = newsletterWords;
  return (
    <>
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{words.intro}</p>
      <Facts
        className="mt-6"
        facts={[
          [words.figures.confirmed, String(figures.confirmed)],
          [words.figures.asked, String(figures.asked)],
          [words.figures.unsubscribed, String(figures.unsubscribed)],
          [words.provider, providerSet ? words.providerSet(figures.waiting, figures.failing) : words.providerUnset],
        ]}
      />
      <p className="mt-6">
        <a href={`${staffPages.newsletter.path}/confirmed.csv`} className="font-semibold text-brand-dark underline">
          {words.download}
        </a>
      </p>
    </>
  );
}
