import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { GroupRequestForm } from "~/volunteering/components/GroupRequestForm";
import { groupAction, groupLoader } from "~/volunteering/server/groupPage.server";
import { volunteerWordsIn } from "~/volunteering/words";

export const meta: MetaFunction = ({ location }) => [
  { title: `${volunteerWordsIn(localeFromPath(location.pathname)).group.title} | ${org.name}` },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => groupLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) => groupAction(request, context.clientAddress);

export default function VolunteerGroupPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <GroupRequestForm page={posted ?? loaded} />;
}
