/**
 * `POST /api/billing/events`: the billing provider's webhooks (decision 088), signed by the provider, so the site's
 * form guard does not apply. Every answer is JSON; see `billingEvents.server.ts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { answerBillingEvent } from "~/shield/server/billingEvents.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return answerBillingEvent(db(), request, env().billingWebhooks, context.clientAddress);
}

export function action({ request, context }: ActionFunctionArgs) {
  return answerBillingEvent(db(), request, env().billingWebhooks, context.clientAddress);
}
