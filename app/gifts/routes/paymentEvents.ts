/**
 * `POST /api/payments/events`: the payment provider's webhooks (issue 47), signed by the provider, so the site's
 * form guard does not apply. Every answer is JSON; see `paymentEventsPost.server.ts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answerPaymentEvent } from "~/gifts/server/paymentEventsPost.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return answerPaymentEvent(request, context.clientAddress);
}

export function action({ request, context }: ActionFunctionArgs) {
  return answerPaymentEvent(request, context.clientAddress);
}
