import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { emptyEventFields } from "~/events/eventForm";
import { NewEventForm } from "~/events/staff/NewEventForm";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffMeta } from "~/kits/console/staffMeta";

import { eventsAction, eventsLoader } from "~/events/staff/eventsPage.server";

export const meta = staffMeta(staffPages.events.title);

export const loader = (args: LoaderFunctionArgs) => eventsLoader(args);

export const action = (args: ActionFunctionArgs) => eventsAction(args);

export default function StaffEvents() {
  const { events, made } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold">Events</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The festival&rsquo;s events. The next one is shown on /pepper, which sells its tickets.
      </p>
      {made ? <StaffNotice tone="ok">The event is made.</StaffNotice> : null}
      {refused ? <StaffNotice tone="problem">{refused.message}</StaffNotice> : null}
      {events.length ? (
        <ul className="mt-6 space-y-2">
          {events.map((event) => (
            <li key={event.id}>
              <Link className="font-bold underline" to={`/staff/events/${event.id}`}>
                {event.name_en}
              </Link>
              , {event.starts_at.replace("T", " ")}, {event.place}:{" "}
              <Link className="underline" to={`/staff/events/${event.id}/check-in`}>
                Check-in
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">No event yet.</p>
      )}
      <NewEventForm
        typed={refused?.typed ?? emptyEventFields}
        problem={refused?.field ? { field: refused.field, message: refused.message } : null}
      />
    </>
  );
}
