/**
 * `POST /api/crm/records`: the CRM pushes changed and deleted records (see `crmPush.server.ts`). Token-authenticated,
 * so the site's form guard (CSRF, honeypot) does not apply. Every answer is a JSON sentence, never a page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answerCrmPush, crmPushNotAllowed } from "~/crm/crmPushRequest.server";

export function loader({ request }: LoaderFunctionArgs) {
  return crmPushNotAllowed(request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return answerCrmPush(request, context.clientAddress);
}
