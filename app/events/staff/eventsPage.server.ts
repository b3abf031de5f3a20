/** The staff's events: the list, and the post that makes an event with its ticket kinds. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { eventFieldsOf, readEventForm, type EventFields } from "~/events/eventForm";
import { allEvents, createEvent } from "~/events/server/eventStore.server";
import { readGuardedForm } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { log, maskEmail } from "~/platform/log.server";

export async function eventsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const made = new URL(request.url).searchParams.get("made");
  return { events: await allEvents(db()), made: made === "1" };
}

export type EventsAnswer = { ok: false; message: string; field?: keyof EventFields; typed?: EventFields };

export async function eventsAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return data<EventsAnswer>({ ok: false, message: guarded.message }, { status: guarded.status });
  const read = readEventForm(eventFieldsOf(guarded.form));
  if (!read.ok) return data<EventsAnswer>(read, { status: 400 });
  const id = await createEvent(db(), read.event);
  log.info("event made", { by: maskEmail(staff), event: id });
  throw redirect("/staff/events?made=1");
}
