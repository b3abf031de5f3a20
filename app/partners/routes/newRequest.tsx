import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RequestFrame } from "~/partners/components/RequestFrame";
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
  const { applicants, today, ...frame } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AskResult | undefined;
  const words = useRequestWords();
  return (
    <RequestFrame frame={frame} back={{ to: "/partners/requests", label: words.list.title }} width="max-w-3xl">
      <h1 className="mt-4 text-3xl font-bold">{words.form.title}</h1>
      <p className="mt-2 text-slate-700">{words.form.intro}</p>
      <DeviceRequestForm protection={frame.protection} applicants={applicants} today={today} result={result} />
    </RequestFrame>
  );
}
