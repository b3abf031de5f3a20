import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HostedList } from "~/classes/components/HostedClasses";
import { hostedMeta } from "~/classes/components/hostedMeta";
import { hostedListLoader } from "~/classes/server/hostedPages.server";
import type { RouteHandle } from "~/page/routeHandle";
import { PartnerBar } from "~/partners/components/PartnerBar";
import { partnerHeaders } from "~/partners/partnerPage";
import { caseworkerOf } from "~/partners/server/caseworkerClasses.server";

// The classes the partner hosts (decision 094): the caseworker picks one to take its attendance.
export const handle: RouteHandle = { personal: true };
export const meta = hostedMeta;
export const headers = partnerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return hostedListLoader(request, await caseworkerOf(request));
}

export default function PartnerClasses() {
  const { email, partner, canSwitch, protection, sessions } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <HostedList partner={partner} sessions={sessions} />
    </div>
  );
}
