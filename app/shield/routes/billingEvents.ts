/**
 * `POST /api/billing/events`: the billing provider's webhooks (decision 088), signed by the provider, so the site's
 * form guard does not apply. Every answer is JSON; see `billingEvents.server.ts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { billingEventsAnswer } from "~/shield/server/billingEventsPost.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return billingEventsAnswer(request, context.clientAddress);
}

export function action({ request, context }: ActionFunctionArgs) {
  return billingEventsAnswer(request, context.clientAddress);
}
