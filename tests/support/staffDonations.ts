import type { Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { holidayDates } from "~/donations/content/en/holidays";
import { addBusinessDays, earliestPickup, todayIn } from "~/donations/pickupDates";
import { giveLaptops } from "./givingFlow";
import { storeRows } from "./operatorProbes";
import { portalSuite } from "./portalSuite";
import { staffColleagues } from "./staffFlow";

export const ORG_TIME_ZONE = "America/New_York";
export const today = todayIn(ORG_TIME_ZONE);
const earliest = earliestPickup(today, holidayDates);
/** The two days a donor offers for a pickup: the first the form allows, and the business day after it. */
export const donorDays = [earliest, addBusinessDays(earliest, 1, holidayDates)] as const;

export const donationPath = (reference: string) => `${staffPages.donations.path}/${reference}`;

/** A company giving 40 laptops picked up, and a person dropping 3 off. */
export const company = { name: "Pat Giver", email: "pat.facilities@acme.example", company: "Acme Corp" };
export const small = { name: "Dana Small", email: "dana.small@example.org" };

/**
 * A staff-donations spec's world: its portal suite with its own colleagues and the organisation's time zone, a
 * colleague signed in, donations given through the site's own pages, and the store read.
 */
export function staffDonationSuite(name: string) {
  const colleagues = staffColleagues(name);
  const suite = portalSuite(name, { env: { STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE } });

  const query = <T>(text: string, ...params: unknown[]) => storeRows<T>(suite.server, text, ...params);

  const signInColleague = (page: Page) => colleagues.signInNext(page, suite);

  /** Gives laptops through /donate/start, and waits for the donation's own email so later counts start after it. */
  async function give(
    page: Page,
    donor: { name: string; email: string; company?: string },
    laptops: number,
    pickup: boolean,
  ): Promise<string> {
    const reference = await giveLaptops(page, suite.server.url, {
      laptops,
      donor,
      pickup: pickup
        ? {
            dates: donorDays.map((date, index) => ({ date, window: index === 0 ? "morning" : "afternoon" })),
            notes: "Third floor\nAsk for Sam at reception",
          }
        : undefined,
    });
    await suite.smtp.waitFor(donor.email);
    return reference;
  }

  return { suite, query, signInColleague, give };
}
