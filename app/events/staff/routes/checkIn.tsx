import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffMeta } from "~/kits/console/staffMeta";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";

import { checkInAction, checkInLoader } from "~/events/staff/checkInPage.server";

export const meta = staffMeta("Check-in");

export const loader = (args: LoaderFunctionArgs) => checkInLoader(args);

export const action = (args: ActionFunctionArgs) => checkInAction(args);

export default function CheckIn() {
  const { event, arrivals, scanned } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const waiting = arrivals.filter((ticket) => ticket.arrived === null);
  const arrived = arrivals.filter((ticket) => ticket.arrived !== null);
  return (
    <>
      <h1 className="text-3xl font-bold">Check-in: {event.name}</h1>
      <p className="mt-2 text-slate-700">{event.startsAt}</p>
      {answer ? <StaffNotice tone={answer.tone}>{answer.message}</StaffNotice> : null}
      <Form method="post" className="mt-6 max-w-md">
        <FormProtectionInputs {...protection} />
        <TextField
          name="number"
          label="Ticket number"
          hint="Type it, or scan the ticket's QR code into this field."
          value={answer?.typed ?? scanned}
          maxLength={200}
        />
        <Button type="submit" className="mt-4">
          Check in
        </Button>
      </Form>
      <section aria-labelledby="waiting" className="mt-10">
        <h2 id="waiting" className="text-xl font-bold">
          Not arrived ({waiting.length})
        </h2>
        <ul className="mt-3 space-y-1">
          {waiting.map((ticket) => (
            <li key={ticket.number}>
              {ticket.name}, {ticket.kind}, {ticket.number}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="arrived" className="mt-10">
        <h2 id="arrived" className="text-xl font-bold">
          Arrived ({arrived.length})
        </h2>
        <ul className="mt-3 space-y-1">
          {arrived.map((ticket) => (
            <li key={ticket.number}>
              {ticket.name}, {ticket.kind}, {ticket.number}, {ticket.arrived}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
