import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { NewsletterLinkPage, newsletterLinkMeta } from "~/outreach/components/NewsletterLinkPage";
import { confirmAction, confirmLoader } from "~/outreach/server/newsletterPages.server";
import type { RouteHandle } from "~/page/routeHandle";

export const meta = newsletterLinkMeta("confirm");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) => confirmLoader(request, params.token ?? "");

export const action = ({ request, params }: ActionFunctionArgs) => confirmAction(request, params.token ?? "");

export default function NewsletterConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  return <NewsletterLinkPage kind="confirm" state={page.state} protection={page.protection} />;
}
