import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClientApplicationSteps, type ClientResult } from "~/partners/components/ClientApplicationSteps";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import type { RouteHandle } from "~/page/routeHandle";
import { clientStepPage, clientStepPost } from "~/partners/server/clientApplication.server";

// One page of an application a caseworker fills in with a client; only its caseworker opens it (decision 093).
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.client.title);
export const headers = partnerHeaders;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  clientStepPage(request, params.draftId ?? "", params.step ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  clientStepPost(request, context, params.draftId ?? "", params.step ?? "");

export default function ClientApplicationPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ClientResult;
  return <ClientApplicationSteps {...loaded} result={result} />;
}
