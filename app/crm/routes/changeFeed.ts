/**
 * `GET /api/crm/changes?after=<cursor>`: what this site created or changed since the cursor, for the CRM to read
 * (see `changeFeed.server.ts`). Token-authenticated like the push; every answer is JSON, never a page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answerChangeFeed, changeFeedNotAllowed } from "~/crm/changeFeedRequest.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return answerChangeFeed(request, context.clientAddress);
}

export function action({ request }: ActionFunctionArgs) {
  return changeFeedNotAllowed(request);
}
