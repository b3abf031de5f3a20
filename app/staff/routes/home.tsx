import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta(staffPages.home.title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return null;
}

const sections = [
  {
    page: staffPages.applications,
    what: "Review applications by status: start a review, approve or deny, and give approved applicants their devices.",
  },
  {
    page: staffPages.partners,
    what: "The non-profit partners by status: approve or decline the organisations that applied on the partner page.",
  },
  {
    page: staffPages.requests,
    what: "Partners' device requests by programme: start one, set its devices aside and book the collection; post announcements to every partner's dashboard.",
  },
  {
    page: staffPages.donations,
    what: "Donations by state: find one by its reference, book a pickup, mark it picked up, dropped off or received; the upcoming pickups and the driver's run sheet.",
  },
  {
    page: staffPages.import,
    what: "Load the CRM's CSV exports into the portal's records; applicants whose status changed are emailed.",
  },
  {
    page: staffPages.mail,
    what: "Whether a person's email went out; what was sent, what waits and what failed; send a set-aside message again.",
  },
  {
    page: staffPages.activity,
    what: "The latest imports, updates sent by the CRM, application and partner reviews and staff sign-ins, and who did them.",
  },
  {
    page: staffPages.figures,
    what: "The impact figures the public pages count from the records, and the baseline of each for what came before them.",
  },
  {
    page: staffPages.leaderboard,
    what: "The companies' leaderboard toward one million computers: each donor's choice to list their company, and hiding an entry that is not a real company name.",
  },
  {
    page: staffPages.changes,
    what: "Download what this site created or changed for the CRM (applicants, champions, devices given, recommendations, follow-ups, partners) as a CSV file.",
  },
  {
    page: staffPages.help,
    what: "Delivered applicants' requests for help, with the device's model and id: answer by email or text and record how each ended; the stories people agreed to share, and which the public impact page shows.",
  },
  {
    page: staffPages.events,
    what: "The festival's events and their tickets: make an event, see each kind's places sold, held and waiting, add places (offered to the waitlist first), and check tickets in at the door.",
  },
];

export default function StaffHome() {
  return (
    <>
      <h1 className="text-3xl font-bold">Staff console</h1>
      <ul className="mt-6 space-y-4">
        {sections.map(({ page, what }) => (
          <li key={page.path}>
            <Link to={page.path} className="text-lg font-semibold text-brand-dark underline">
              {page.title}
            </Link>
            <p className="text-slate-700">{what}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
