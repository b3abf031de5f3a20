/**
 * A gifts spec's world: the loopback stand-in of Stripe's API, started first, the suite's server pointed at it
 * (its three settings), and the stand-in delivering its webhooks to the server's `/api/payments/events`.
 */
import { portalSuite } from "./portalSuite";
import { startStripeStandIn, type StripeStandIn } from "./stripeStandIn";
import { test } from "./test";
import type { CapturedMail } from "./smtpCapture";

export function giftSuite(name: string) {
  let standIn: StripeStandIn | undefined;
  test.beforeAll(async () => void (standIn = await startStripeStandIn()));
  test.afterAll(async () => standIn?.stop());
  const suite = portalSuite(name, { env: () => ({ ...standIn!.settings }) });
  test.beforeAll(() => standIn!.deliverTo(`${suite.server.url}/api/payments/events`));
  return {
    suite,
    get stripe() {
      if (!standIn) throw new Error("The Stripe stand-in has not started");
      return standIn;
    },
  };
}

/** A link of the site's in an email's text: a receipt's PDF, a monthly gift's page, its card page. */
export function giftLinkIn(mail: CapturedMail, kind: "receipt" | "manage" | "card"): string {
  const pattern = {
    receipt: /https?:\/\/[^\s"<>]+\/gifts\/receipts\/TAR(?:-[0-9A-Z]{4}){4}\/[\w-]{43}/,
    manage: /https?:\/\/[^\s"<>]+\/gifts\/G-[\w-]{12}\/[\w-]{43}(?=\s)/,
    card: /https?:\/\/[^\s"<>]+\/gifts\/G-[\w-]{12}\/[\w-]{43}\/card/,
  }[kind];
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${kind} link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}
