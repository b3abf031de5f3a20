import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { NewsletterLinkPage, newsletterLinkMeta } from "~/outreach/components/NewsletterLinkPage";
import { unsubscribeAction, unsubscribeLoader } from "~/outreach/server/newsletterPages.server";
import type { RouteHandle } from "~/page/routeHandle";

export const meta = newsletterLinkMeta("unsubscribe");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) => unsubscribeLoader(request, params.token ?? "");

export const action = ({ request, params }: ActionFunctionArgs) => unsubscribeAction(request, params.token ?? "");

export default function NewsletterUnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  return <NewsletterLinkPage kind="unsubscribe" state={page.state} protection={page.protection} />;
}
