/**
 * One event's staff page: each ticket kind's places (sold, held at checkout, offered from the waitlist, waiting,
 * left), and the post that adds places to a kind, offered at once to the first waiting (`addPlaces`). An event
 * that is not there answers 404.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { eventById, placesLeft } from "~/events/server/eventStore.server";
import { addPlaces } from "~/events/server/waitlist.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { log, maskEmail } from "~/platform/log.server";

/** The event of the staff page's address, or the 404. */
export async function eventOr404(eventId: string | undefined) {
  const event = eventId ? await eventById(db(), eventId) : null;
  if (!event) throw new Response("Not Found", { status: 404 });
  return event;
}

export async function eventLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const event = await eventOr404(params.eventId);
  const offered = Number(new URL(request.url).searchParams.get("offered"));
  return {
    event: { id: event.id, name: event.nameEn, startsAt: event.startsAt.replace("T", " "), place: event.place },
    kinds: event.kinds.map((kind) => ({ ...kind, left: placesLeft(kind) })),
    added: Number.isInteger(offered) && new URL(request.url).searchParams.has("offered") ? offered : null,
  };
}

export type AddAnswer = { message: string; typed: { kind: string; more: string } };

export async function eventAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const event = await eventOr404(params.eventId);
  const guarded = await readGuardedForm(request);
  const typed = {
    kind: guarded.form ? (singleText(guarded.form, "kind") ?? "") : "",
    more: guarded.form ? (singleText(guarded.form, "more") ?? "").trim().slice(0, 10) : "",
  };
  if (!guarded.ok) return data<AddAnswer>({ message: guarded.message, typed }, { status: guarded.status });
  const kind = event.kinds.find((one) => one.id === typed.kind);
  if (!kind) return data<AddAnswer>({ message: "Choose the kind of ticket.", typed }, { status: 400 });
  if (!/^\d{1,4}$/.test(typed.more) || Number(typed.more) < 1)
    return data<AddAnswer>({ message: "Enter how many places to add, a whole number from 1.", typed }, { status: 400 });
  const offered = await addPlaces(db(), kind.id, Number(typed.more));
  log.info("ticket places added", { by: maskEmail(staff), kind: kind.id, more: Number(typed.more), offered });
  throw redirect(`/staff/events/${event.id}?offered=${offered}`);
}
