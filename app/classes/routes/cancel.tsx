import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClassLinkPage } from "~/classes/components/ClassLinkPage";
import { linkAction, linkLoader } from "~/classes/server/linkPages.server";
import { classWordsIn } from "~/classes/words";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";

export const meta: MetaFunction = ({ location }) => [
  { title: `${classWordsIn(localeFromPath(location.pathname)).cancel.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request, params }: LoaderFunctionArgs) {
  return linkLoader(request, "cancel", params.token ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return linkAction(request, "cancel", params.token ?? "", context.clientAddress);
}

export default function ClassCancelPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <ClassLinkPage page={posted ?? loaded} />;
}
