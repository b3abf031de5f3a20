/**
 * `POST /api/billing/events`: the billing provider's webhooks (decision 088), signed by the provider, so the site's
 * form guard does not apply. Every answer is JSON; see `billingEvents.server.ts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { answerBillingEvent } from "~/shield/server/billingEvents.server";
import { shieldSettings } from "~/shield/settings.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return answerBillingEvent(db(), request, shieldSettings.current().billingWebhooks, context.clientAddress);
}

export function action({ request, context }: ActionFunctionArgs) {
  return answerBillingEvent(db(), request, shieldSettings.current().billingWebhooks, context.clientAddress);
}
