import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { VolunteerHours } from "~/volunteering/components/VolunteerHours";
import { hoursPageLoader } from "~/volunteering/server/hoursPages.server";
import { volunteerWordsIn } from "~/volunteering/words";

export const meta: MetaFunction = ({ location }) => [
  { title: `${volunteerWordsIn(localeFromPath(location.pathname)).hours.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ params }: LoaderFunctionArgs) => hoursPageLoader(params.token ?? "");

export default function VolunteerHoursPage() {
  return <VolunteerHours page={useLoaderData<typeof loader>()} />;
}
