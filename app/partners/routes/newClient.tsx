import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClientApplicationSteps, type ClientResult } from "~/partners/components/ClientApplicationSteps";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import type { RouteHandle } from "~/page/routeHandle";
import { clientStepPage, clientStepPost } from "~/partners/server/clientApplication.server";

// A caseworker starts an application for a client (decision 093): the screener; passing it makes their draft.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.client.start);
export const headers = partnerHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => clientStepPage(request, null, "screener");

export const action = ({ request, context }: ActionFunctionArgs) => clientStepPost(request, context, null, "screener");

export default function NewClientApplication() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ClientResult;
  return <ClientApplicationSteps {...loaded} result={result} />;
}
