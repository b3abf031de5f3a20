/**
 * `POST /api/sms/inbound`: the text messages provider's webhook (decision 092), signed by the provider, so the
 * site's form guard does not apply; see `app/sms/inboundWebhook.server.ts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { languageOf } from "~/kits/records/personLanguage.server";
import { env } from "~/platform/env.server";
import { answerInboundText } from "~/sms/inboundWebhook.server";
import { textSettings } from "~/sms/settings.server";

const answer = (request: Request, clientAddress: string) =>
  answerInboundText(
    db(),
    request,
    { publicUrl: env().publicUrl, ...textSettings.current() },
    (phone) => languageOf(db(), phone),
    clientAddress,
  );

export const loader = ({ request, context }: LoaderFunctionArgs) => answer(request, context.clientAddress);
export const action = ({ request, context }: ActionFunctionArgs) => answer(request, context.clientAddress);
