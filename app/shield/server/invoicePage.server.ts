/**
 * A subscription's invoice download: the signed-in subscriber's own subscription only.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { shieldResponseHeaders } from "~/shield/shieldPage";
import { billingProvider } from "~/shield/server/billing.server";
import { subscriptionOf } from "~/shield/server/shieldAccess.server";
import { requireSubscriber } from "~/shield/server/shieldSession.server";

export async function shieldInvoiceLoader({ request, params }: LoaderFunctionArgs) {
  const email = await requireSubscriber(request);
  const subscription = await subscriptionOf(db(), email, params.id ?? "");
  const invoiceId = params.invoiceId ?? "";
  const pdf =
    subscription?.Subscription_ID && /^[\w-]{1,60}$/.test(invoiceId)
      ? await billingProvider().invoicePdf(subscription.Subscription_ID, invoiceId)
      : null;
  if (!pdf) return new Response("Not Found", { status: 404, headers: shieldResponseHeaders });
  return new Response(Buffer.from(pdf), {
    headers: {
      ...shieldResponseHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${invoiceId}.pdf"`,
    },
  });
}
