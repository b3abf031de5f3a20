import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { ShiftSignUp } from "~/volunteering/components/ShiftSignUp";
import { isShiftId } from "~/volunteering/server/shifts.server";
import { signUpAction, signUpLoader } from "~/volunteering/server/signUpPage.server";
import { volunteerWordsIn } from "~/volunteering/words";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  {
    title: `${data ? volunteerWordsIn(localeFromPath(location.pathname)).form.title(data.shift.title) : "404"} | ${org.name}`,
  },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

const notFound = () => new Response("Not Found", { status: 404, headers: personalHeaders() });

export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isShiftId(params.shiftId)) throw notFound();
  return signUpLoader(request, params.shiftId);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  if (!isShiftId(params.shiftId)) throw notFound();
  return signUpAction(request, params.shiftId, context.clientAddress);
}

export default function VolunteerSignUpPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <ShiftSignUp page={posted ?? loaded} />;
}
