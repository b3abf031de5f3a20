import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HostedAttendance } from "~/classes/components/HostedClasses";
import { hostedMeta } from "~/classes/components/hostedMeta";
import { hostedSessionAction, hostedSessionLoader } from "~/classes/server/hostedPages.server";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/page/routeHandle";
import { PartnerBar, PartnerNotice } from "~/partners/components/PartnerBar";
import { partnerHeaders } from "~/partners/partnerPage";
import { caseworkerOf } from "~/partners/server/caseworkerClasses.server";

// A class the partner hosts: its attendance, taken by the caseworker per meeting; another partner's class is a 404.
export const handle: RouteHandle = { personal: true };
export const meta = hostedMeta;
export const headers = partnerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return hostedSessionLoader(request, await caseworkerOf(request), params.sessionId);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return hostedSessionAction(request, await caseworkerOf(request), params.sessionId, locale);
}

export default function PartnerClassAttendance() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-24">
      <PartnerBar
        email={loaded.email}
        actingFor={loaded.partner}
        canSwitch={loaded.canSwitch}
        protection={loaded.protection}
      />
      {answer ? <PartnerNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</PartnerNotice> : null}
      <HostedAttendance
        title={loaded.session.title}
        meetings={loaded.session.meetings}
        students={loaded.students}
        attendance={loaded.attendance}
        share={loaded.share}
        started={loaded.started}
        protection={loaded.protection}
      />
    </div>
  );
}
