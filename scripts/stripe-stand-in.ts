// `npm run stripe:stand-in [site port or address]`: the project's Stripe stand-in (tests/support/stripeStandIn.ts,
// decision 116) on a fixed port, so a developer can give by card against the site on this machine without a Stripe
// account. It prints the three settings to export before starting the site; its keys are fixed (they open nothing
// but this stand-in) so an exported shell stays right across restarts. Webhooks go to the site's
// `/api/payments/events`, on the site's dev port unless an argument names another port or address.
import { startStripeStandIn } from "../tests/support/stripeStandIn";

const port = Number(process.env.STRIPE_STAND_IN_PORT || 12111);
const target = process.argv[2] || "3000";
const site = /^\d+$/.test(target) ? `http://127.0.0.1:${target}` : target.replace(/\/$/, "");
const standIn = await startStripeStandIn({
  port,
  secretKey: "sk_test_stand_in_0123456789abcdefghijklmnop",
  webhookSecret: "whsec_stand_in_0123456789abcdefghijklmnop",
  log: (line) => console.log(line),
});
standIn.deliverTo(`${site}/api/payments/events`);
console.log(`The Stripe stand-in listens at ${standIn.base}; webhooks go to ${site}/api/payments/events.
Start the site with:

export STRIPE_SECRET_KEY=${standIn.secretKey}
export STRIPE_WEBHOOK_SECRET=${standIn.webhookSecret}
export STRIPE_API_BASE=${standIn.base}

The next month of a subscription: curl -X POST -d outcome=paid ${standIn.base}/__stand-in/subscriptions/<sub_…>/renew
(outcome=failed for a declined card); what the site called: ${standIn.base}/__stand-in/calls. Ctrl-C stops it.`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
