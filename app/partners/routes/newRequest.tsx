import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { PartnerBar } from "~/partners/components/PartnerBar";
import { DeviceRequestForm } from "~/partners/components/DeviceRequestForm";
import { partnerHeaders } from "~/partners/partnerPage";
import { requestMeta, useRequestWords } from "~/partners/requestWords";
import type { RouteHandle } from "~/page/routeHandle";
import { askPageAction, askPageLoader, type AskResult } from "~/partners/server/deviceRequestPages.server";

// A caseworker asks for devices for a programme (issue 50 §1); the confirmation is emailed as the request is kept.
export const handle: RouteHandle = { personal: true };
export const meta = requestMeta((words) => words.form.title);
export const headers = partnerHeaders;

export const loader = (args: LoaderFunctionArgs) => askPageLoader(args);

export const action = (args: ActionFunctionArgs) => askPageAction(args);

export default function NewDeviceRequest() {
  const { email, partner, canSwitch, protection, applicants, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AskResult | undefined;
  const words = useRequestWords();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <p>
        <TextLink to="/partners/requests">{words.list.title}</TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{words.form.title}</h1>
      <p className="mt-2 text-slate-700">{words.form.intro}</p>
      <DeviceRequestForm protection={protection} applicants={applicants} today={today} result={result} />
    </div>
  );
}
