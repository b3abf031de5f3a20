import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { dollars } from "~/gifts/amounts";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { ChoiceField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";

import { eventAction, eventLoader } from "~/events/staff/eventPage.server";

export const meta = staffMeta("Event");

export const loader = (args: LoaderFunctionArgs) => eventLoader(args);

export const action = (args: ActionFunctionArgs) => eventAction(args);

export default function StaffEvent() {
  const { event, kinds, added } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  return (
    <>
      <StaffBackLink to="/staff/events">All events</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{event.name}</h1>
      <p className="mt-2 text-slate-700">
        {event.startsAt}, {event.place}.{" "}
        <Link className="underline" to={`/staff/events/${event.id}/check-in`}>
          Check-in
        </Link>
      </p>
      {added !== null ? (
        <StaffNotice tone="ok">
          The places are added; {added === 1 ? "1 was" : `${added} were`} offered to the waitlist.
        </StaffNotice>
      ) : null}
      {refused ? <StaffNotice tone="problem">{refused.message}</StaffNotice> : null}
      <StaffTable
        label="Tickets"
        caption="Each kind of ticket and its places"
        className="mt-6"
        columns={[
          "Kind",
          numericColumn("Price"),
          numericColumn("Places"),
          numericColumn("Sold"),
          numericColumn("Held at checkout"),
          numericColumn("Offered"),
          numericColumn("Waiting"),
          numericColumn("Left"),
        ]}
        rowHeader
        rows={kinds.map((kind) => ({
          key: kind.id,
          cells: [
            kind.nameEn,
            dollars(kind.priceCents, "en"),
            kind.quantity,
            kind.sold,
            kind.held,
            kind.offered,
            kind.waiting,
            kind.left,
          ],
        }))}
      />
      <Form method="post" className="mt-8 max-w-md">
        <FormProtectionInputs {...protection} />
        <h2 className="text-xl font-bold">Add places</h2>
        <p className="mt-1 text-slate-700">The first people waiting are emailed an offer for the places added.</p>
        <ChoiceField
          name="kind"
          legend="Kind of ticket"
          value={refused?.typed.kind ?? kinds[0]?.id ?? ""}
          choices={kinds.map((kind) => ({ value: kind.id, label: kind.nameEn }))}
        />
        <TextField name="more" label="How many more places" inputMode="numeric" value={refused?.typed.more ?? ""} />
        <Button type="submit" className="mt-4">
          Add places
        </Button>
      </Form>
    </>
  );
}
