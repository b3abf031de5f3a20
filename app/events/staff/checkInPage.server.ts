/**
 * The door's page: staff type (or scan into the field) a ticket's number; it checks in once, a second time answers
 * when it already did. A staff phone's camera reading the ticket's QR code opens this page with the number filled
 * in (`?number=`); a scanner typing the code's whole address into the field gives the number in it. An event that is
 * not there answers 404.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { arrivals, checkIn } from "~/events/server/ticketHolds.server";
import { formatMoment } from "~/i18n";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { eventOr404 } from "./eventPage.server";

/** The ticket number in what was typed or scanned (the number alone, or the QR code's address that holds it). */
const ticketNumberIn = (typed: string) => /PF-\d{8}/i.exec(typed)?.[0] ?? null;

const at = (ms: number) => formatMoment("en", ms, env().orgTimeZone);

export async function checkInLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const event = await eventOr404(params.eventId);
  const list = await arrivals(db(), event.id);
  const scanned = new URL(request.url).searchParams.get("number") ?? "";
  return {
    scanned: ticketNumberIn(scanned) ?? "",
    event: { id: event.id, name: event.nameEn, startsAt: event.startsAt.replace("T", " ") },
    arrivals: list.map((ticket) => ({
      ...ticket,
      arrived: ticket.checkedInAt === null ? null : at(ticket.checkedInAt),
    })),
  };
}

export type CheckInAnswer = { tone: "ok" | "problem"; message: string; typed: string };

export async function checkInAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const event = await eventOr404(params.eventId);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data<CheckInAnswer>({ tone: "problem", message: guarded.message, typed: "" }, { status: guarded.status });
  const typed = (singleText(guarded.form, "number") ?? "").slice(0, 200);
  const answer = await checkIn(db(), event.id, ticketNumberIn(typed) ?? typed.slice(0, 40), staff);
  log.info("ticket check-in", { by: maskEmail(staff), event: event.id, answer: answer.kind });
  if (answer.kind === "not-found")
    return data<CheckInAnswer>(
      { tone: "problem", message: `No ticket ${typed} for this event.`, typed },
      { status: 404 },
    );
  if (answer.kind === "already")
    return data<CheckInAnswer>(
      { tone: "problem", message: `Already checked in at ${at(answer.at)}: ${answer.name}.`, typed },
      { status: 409 },
    );
  return data<CheckInAnswer>({ tone: "ok", message: `Checked in: ${answer.name}.`, typed: "" });
}
