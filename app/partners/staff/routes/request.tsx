import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { Button } from "~/components/Button";
import { Facts } from "~/kits/console/Facts";
import { ChoiceField } from "~/kits/forms/FormFields";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffMeta } from "~/kits/console/staffMeta";
import { collectionWindows } from "~/partners/deviceRequest";
import { staffRequestAction, staffRequestLoader, type StaffRequestAnswer } from "~/partners/staff/requestPages.server";
import { requestCounts, stateHeadings, windowWords } from "~/partners/staff/requestWords";

export const meta = staffMeta("Device request");

export const loader = (args: LoaderFunctionArgs) => staffRequestLoader(args);

export const action = (args: ActionFunctionArgs) => staffRequestAction(args);

const fieldClass = "mt-1 w-full rounded-lg border border-slate-500 px-3 py-2";

export default function StaffDeviceRequest() {
  const { request, covered, devices, ready, share, today } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StaffRequestAnswer | undefined;
  const typed = answer && !answer.ok ? answer.typed : undefined;
  return (
    <>
      <StaffBackLink to={staffPages.requests.path}>All device requests</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold [overflow-wrap:anywhere]">{request.programmeName}</h1>
      <p className="mt-2 text-lg" data-testid="request-state">
        State: <strong>{stateHeadings[request.state]}</strong>
        {request.startedBy ? `, started by ${request.startedBy}` : ""}
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <Facts
        className="mt-6"
        facts={[
          ["Partner", request.partnerName],
          [
            "Yearly share",
            share
              ? `${share.share} devices a year (advisory); ${share.given} set aside or collected this year`
              : "No share is set",
          ],
          ["Programme", `${request.programmeKind}: ${request.programmeName}`],
          ["Asked for", requestCounts(request)],
          ["For", `${request.served} ${request.servedKind}`],
          ["County", request.county],
          ["Needed by", request.neededBy],
          ["Asked by", request.requestedBy],
          [
            "Applicants it covers",
            covered.length ? covered.map((entry) => `${entry.name} (${entry.id})`).join(", ") : "None named",
          ],
          [
            "Collection",
            request.collectionDay && request.collectionWindow
              ? `${request.collectionDay}, ${windowWords[request.collectionWindow]}`
              : "Not booked",
          ],
          ["Signed for by", request.signedName ?? "Nobody yet"],
        ]}
      />
      {devices.length > 0 ? (
        <>
          <h2 className="mt-8 text-xl font-bold">Devices set aside</h2>
          <ul className="mt-2 list-disc pl-6">
            {devices.map((device) => (
              <li key={device.id}>
                {device.model ?? "Model not recorded"} ({device.id})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {request.state === "new" ? (
        <StaffActionForm action="start" seen={request.state} className="mt-8">
          <p>Start it when you prepare it: colleagues then see that you took it.</p>
          <Button size="medium" className="mt-2">
            Start this request
          </Button>
        </StaffActionForm>
      ) : null}
      {request.state === "started" ? (
        <StaffActionForm action="fulfil" seen={request.state} className="mt-8 max-w-xl">
          <h2 className="text-xl font-bold">Fulfil: set the devices aside and book the collection</h2>
          <p className="mt-2">
            {ready.count} ready {ready.count === 1 ? "device" : "devices"} of the kinds asked for
            {ready.devices.length
              ? `, such as ${ready.devices
                  .slice(0, 10)
                  .map((device) => device.id)
                  .join(", ")}`
              : ""}
            .
          </p>
          <label htmlFor="items" className="mt-4 block font-semibold">
            Inventory ids, one a line
          </label>
          <textarea id="items" name="items" rows={5} defaultValue={typed?.items ?? ""} className={fieldClass} />
          <label htmlFor="day" className="mt-3 block font-semibold">
            Collection day
          </label>
          <input
            id="day"
            name="day"
            type="date"
            min={today}
            defaultValue={typed?.day ?? today}
            className={fieldClass}
          />
          <ChoiceField
            name="window"
            legend="Collection window"
            value={typed?.window || "morning"}
            choices={collectionWindows.map((window) => ({ value: window, label: windowWords[window] }))}
          />
          <Button size="medium" className="mt-4">
            Fulfil and book the collection
          </Button>
        </StaffActionForm>
      ) : null}
    </>
  );
}
