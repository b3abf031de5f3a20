import { expect, type Page } from "@playwright/test";
import * as en from "~/donations/content/en/words";
import * as es from "~/donations/content/es/words";
import type { PreferredDate } from "~/donations/answers";
import { holidayDates } from "~/donations/content/en/holidays";
import { addBusinessDays, earliestPickup, isWeekend, todayIn } from "~/donations/pickupDates";
import type { DonationWords } from "~/donations/words";

/** A donation's reference as the confirmation shows it. */
export const REFERENCE = /[2-9A-Z]{4}-[2-9A-Z]{4}/;

/**
 * Gives laptops through `/donate/start` as a donor does, in a language, with JavaScript off: a pickup at a Hoboken
 * address on the days given, or (without `pickup`) a drop-off; the preferences left at their 'Yes'. Returns the
 * reference the confirmation gives.
 */
export async function giveLaptops(
  page: Page,
  base: string,
  donation: {
    locale?: "en" | "es";
    laptops: number;
    donor: { name: string; email: string; company?: string };
    pickup?: { dates: readonly PreferredDate[]; notes?: string };
  },
): Promise<string> {
  const locale = donation.locale ?? "en";
  const words = locale === "es" ? es : en;
  const next = () => page.getByRole("button", { name: words.pages.continue }).click();
  await page.goto(`${base}${locale === "es" ? "/es" : ""}/donate/start`);
  await page.getByLabel(words.devices.laptops, { exact: true }).fill(String(donation.laptops));
  await next();
  await aboutYou(page, words, donation.donor);
  if (donation.pickup) {
    await page.getByLabel(words.delivery.street).fill("1 River St");
    await page.getByLabel(words.delivery.city).fill("Hoboken");
    await page.getByLabel(words.delivery.state).fill("NJ");
    await page.getByLabel(words.delivery.zip).fill("07030");
    if (donation.pickup.notes)
      await page.getByLabel(`${words.delivery.notes} ${words.pages.optional}`).fill(donation.pickup.notes);
    for (const [index, date] of donation.pickup.dates.entries()) {
      await page.getByLabel(words.delivery.date(index + 1)).fill(date.date);
      await page
        .getByRole("group", { name: words.delivery.window(index + 1) })
        .getByLabel(words.delivery.windows[date.window])
        .check();
    }
  }
  await next();
  await page.getByRole("button", { name: words.check.send }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent.title);
  return REFERENCE.exec((await page.getByRole("status").textContent()) ?? "")![0];
}

/** The single-use link a donation's email carries when it was given signed out (decision 085). */
export const CONFIRM_LINK = /https?:\/\/\S+\/donate\/confirm\/[\w-]{43}/;

/**
 * Confirms a donation from its email as the address's owner does: opens the link (which spends nothing), presses
 * 'Continue', and lands signed in on the donation's page (`landing`: the portal, for an applicant's address). Returns
 * the address it lands on.
 */
export async function confirmFromEmail(
  page: Page,
  mailText: string,
  landing: RegExp = /\/portal\/donations\/WEBD-/,
): Promise<string> {
  const link = CONFIRM_LINK.exec(mailText)?.[0];
  expect(link, "the email's confirmation link").toBeTruthy();
  const words = new URL(link!).pathname.startsWith("/es/") ? es : en;
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirm.title);
  await page.getByRole("button", { name: words.confirm.continue }).click();
  await expect(page).toHaveURL(landing);
  return page.url();
}

/** The dates a spec types, worked out as the server does: in the organisation's time zone (the default). */
const today = todayIn("America/New_York");
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const earliest = earliestPickup(today, holidayDates);
export const pickupDays = {
  past: shift(today, -3),
  tooSoon: addBusinessDays(today, 1, holidayDates),
  weekend: [1, 2, 3, 4, 5, 6, 7].map((n) => shift(earliest, n)).find(isWeekend)!,
  // A holiday is refused as one however far ahead (the list reaches the end of 2027).
  holiday: [...holidayDates].find((date) => date >= earliest)!,
  good: [earliest, addBusinessDays(earliest, 1, holidayDates)],
};

/** The first step: each kind's count typed as given, then 'Continue'. */
export async function giveDevices(
  page: Page,
  words: DonationWords,
  counts: Partial<Record<keyof DonationWords["devices"], string>>,
) {
  for (const [kind, count] of Object.entries(counts))
    await page.getByLabel(words.devices[kind as keyof typeof counts]!, { exact: true }).fill(count);
  await page.getByRole("button", { name: words.pages.continue }).click();
}

/** The 'About you' step answered for a donor (a phone number always), then 'Continue'. */
export async function aboutYou(
  page: Page,
  words: DonationWords,
  donor: { name: string; email: string; company?: string },
) {
  if (donor.company) await page.getByLabel(`${words.about.company} ${words.pages.optional}`).fill(donor.company);
  await page.getByLabel(words.about.name).fill(donor.name);
  await page.getByLabel(words.about.email).fill(donor.email);
  await page.getByLabel(words.about.phone).fill("201-555-0123");
  await page.getByRole("button", { name: words.pages.continue }).click();
}

/** A pickup's preferred dates typed in order, the second in the afternoon and the others in the morning. */
export async function fillDates(page: Page, words: DonationWords, typed: string[]) {
  for (const [index, date] of typed.entries()) {
    const n = index + 1;
    await page.getByLabel(words.delivery.date(n)).fill(date);
    await page
      .getByRole("group", { name: words.delivery.window(n) })
      .getByLabel(words.delivery.windows[n === 2 ? "afternoon" : "morning"])
      .check();
  }
}
