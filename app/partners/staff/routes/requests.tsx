import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { Button } from "~/components/Button";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffTable, rowsById } from "~/kits/console/StaffTable";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffRequestsAction, staffRequestsLoader } from "~/partners/staff/requestPages.server";
import { requestCounts, stateHeadings } from "~/partners/staff/requestWords";

export const meta = staffMeta(staffPages.requests.title);

export const loader = (args: LoaderFunctionArgs) => staffRequestsLoader(args);

export const action = (args: ActionFunctionArgs) => staffRequestsAction(args);

const fieldClass = "mt-1 w-full rounded-lg border border-slate-500 px-3 py-2";

export default function StaffDeviceRequests() {
  const { byState, announcements } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const typed = answer && !answer.ok ? answer.typed : null;
  return (
    <>
      <h1 className="text-3xl font-bold">Device requests</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Partners ask for devices for a programme. One of you starts a request (colleagues then see who is preparing it),
        sets its devices aside by their inventory ids and books the collection.
      </p>
      {byState.map(({ state, requests }) => (
        <section key={state} aria-labelledby={`state-${state}`} className="mt-8">
          <h2 id={`state-${state}`} className="text-2xl font-bold">
            {stateHeadings[state]} ({requests.length})
          </h2>
          {requests.length === 0 ? (
            <p className="mt-2">None.</p>
          ) : (
            <StaffTable
              label={stateHeadings[state]}
              caption={`Requests: ${stateHeadings[state].toLowerCase()}`}
              columns={["Programme", "Partner", "Devices", "Needed by", "Started by"]}
              rowHeader
              rows={rowsById(requests, (request) => [
                <Link
                  key="link"
                  to={`${staffPages.requests.path}/${encodeURIComponent(request.id)}`}
                  className="font-semibold text-brand-dark underline"
                >
                  {request.programmeName}
                </Link>,
                request.partnerName,
                requestCounts(request),
                request.neededBy,
                request.startedBy ?? "Nobody yet",
              ])}
            />
          )}
        </section>
      ))}
      <section aria-labelledby="announcements" className="mt-10 max-w-2xl">
        <h2 id="announcements" className="text-2xl font-bold">
          Announcements to partners
        </h2>
        {announcements.length === 0 ? <p className="mt-2">None is showing.</p> : null}
        <ul className="mt-2 space-y-2">
          {announcements.map((entry) => (
            <li key={entry.id} className="[overflow-wrap:anywhere]">
              {entry.body}{" "}
              <a href={entry.link} className="underline">
                {entry.link}
              </a>{" "}
              (until {entry.endsOn})
            </li>
          ))}
        </ul>
        {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
        <Form method="post" className="mt-4">
          <FormProtectionInputs {...protection} />
          <label htmlFor="body" className="block font-semibold">
            Announcement (at most 500 characters)
          </label>
          <textarea
            id="body"
            name="body"
            rows={3}
            maxLength={500}
            defaultValue={typed?.body ?? ""}
            className={fieldClass}
          />
          <label htmlFor="link" className="mt-3 block font-semibold">
            Link
          </label>
          <input id="link" name="link" type="url" defaultValue={typed?.link ?? ""} className={fieldClass} />
          <label htmlFor="endsOn" className="mt-3 block font-semibold">
            Last day it shows
          </label>
          <input id="endsOn" name="endsOn" type="date" defaultValue={typed?.endsOn ?? ""} className={fieldClass} />
          <Button size="medium" className="mt-4">
            Post the announcement
          </Button>
        </Form>
      </section>
    </>
  );
}
