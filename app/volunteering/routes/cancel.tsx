import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { PlaceLinkPage } from "~/volunteering/components/PlaceLinkPage";
import { linkAction, linkLoader } from "~/volunteering/server/linkPages.server";
import { volunteerWordsIn } from "~/volunteering/words";

export const meta: MetaFunction = ({ location }) => [
  { title: `${volunteerWordsIn(localeFromPath(location.pathname)).cancel.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) => linkLoader(request, "cancel", params.token ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  linkAction(request, "cancel", params.token ?? "", context.clientAddress);

export default function VolunteerCancelPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <PlaceLinkPage page={posted ?? loaded} />;
}
