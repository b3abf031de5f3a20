/**
 * `POST /api/sms/inbound`: the text messages provider's webhook, answered with the store and the settings.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { languageOf } from "~/kits/records/personLanguage.server";
import { env } from "~/platform/env.server";
import { answerInboundText } from "~/sms/inboundWebhook.server";
import { textSettings } from "~/sms/settings.server";
import { textQuestions } from "~/startup/textQuestions.server";

const answer = (request: Request, clientAddress: string) =>
  answerInboundText(
    db(),
    request,
    { publicUrl: env().publicUrl, ...textSettings.current() },
    (phone) => languageOf(db(), phone),
    clientAddress,
    Date.now(),
    textQuestions,
  );

export const smsInboundLoader = ({ request, context }: LoaderFunctionArgs) => answer(request, context.clientAddress);

export const smsInboundAction = ({ request, context }: ActionFunctionArgs) => answer(request, context.clientAddress);
