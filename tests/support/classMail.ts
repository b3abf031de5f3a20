/**
 * What the classes' browser journeys read out of a class email (its cancel, confirm or certificate link), and how
 * they sign a host partner's caseworker in.
 */
import type { Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { nuCollector } from "./pageChecks";
import { portalSuite } from "./portalSuite";
import { signInStaff } from "./staffFlow";
import { partnerLinkFrom, type CapturedMail, type SmtpCapture } from "./smtpCapture";
import { test } from "./test";
import { startTwilioStandIn } from "./twilioStandIn";

export const linkIn = (mail: CapturedMail, kind: "cancel" | "confirm" | "certificate") => {
  const link = new RegExp(`https?://[^\\s"<>]+/dsclasses/${kind}/[\\w-]{43}`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${kind} link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
};

/** The Subject header as sent (encoded alike for two messages with the same subject). */
export const subjectOf = (mail: CapturedMail) => /^Subject: (.+)$/m.exec(mail.raw)?.[1];

/** A caseworker signs in to the partner portal with the emailed link (each is listed by one partner only). */
export async function signInCaseworker(page: Page, site: { url: string; smtp: SmtpCapture }, email: string) {
  const before = site.smtp.countTo(email);
  await page.goto(`${site.url}/partners`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.goto(partnerLinkFrom(await site.smtp.waitFor(email, { after: before })));
  await page.getByRole("button", { name: "Continue" }).click();
}

type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

/**
 * A classes spec's world: JavaScript off and its tests in order (one journey); the loopback stand-in of Twilio's
 * API, started first, and the suite's server pointed at it, with `colleague` on the staff and the organisation's zone
 * set; `texts` waits for what the stand-in receives; `nu` keeps the pages for the spec's Nu check.
 */
export function classSuite(name: string, colleague: string, timeZone: string) {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ mode: "serial" });
  let standIn: TwilioStandIn | undefined;
  test.beforeAll(async () => void (standIn = await startTwilioStandIn()));
  test.afterAll(async () => standIn?.stop());
  const suite = portalSuite(name, {
    env: () => ({ STAFF_EMAILS: colleague, ORG_TIME_ZONE: timeZone, ...standIn!.settings }),
  });
  const texts = { waitFor: (...args: Parameters<TwilioStandIn["waitFor"]>) => standIn!.waitFor(...args) };
  /** Staff (`colleague`) signed in, on a session's staff page with one of its meetings opened. */
  const staffOnMeeting = async (page: Page, sessionId: string, meeting: number) => {
    await signInStaff(page, suite.server.url, suite.smtp, colleague);
    await page.goto(`${suite.server.url}${staffPages.classes.path}/${sessionId}`);
    await page.locator("summary", { hasText: `Meeting ${meeting}:` }).click();
  };
  return { suite, texts, nu: nuCollector(name), staffOnMeeting };
}
