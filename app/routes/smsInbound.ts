/**
 * `POST /api/sms/inbound`: the text messages provider's webhook (decision 092), signed by the provider, so the
 * site's form guard does not apply; see `app/sms/inboundWebhook.server.ts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { smsInboundLoader, smsInboundAction } from "~/startup/smsInbound.server";

export const loader = (args: LoaderFunctionArgs) => smsInboundLoader(args);

export const action = (args: ActionFunctionArgs) => smsInboundAction(args);
