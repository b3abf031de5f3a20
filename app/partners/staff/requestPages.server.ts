/**
 * Staff's device request pages (`/staff/requests`, issue 50 §1): the requests by state (new, started with who took
 * it, fulfilled, collected) and the announcements to partners with their form; one request with its partner's
 * yearly share (advisory), the ready devices of the kinds it asks for, and its start and fulfil forms. Every post is
 * a sentence and a status, never a 500.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { senderDomain } from "~/platform/mailIdentity.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { log, maskEmail } from "~/platform/log.server";
import { crmDate, readyDevices } from "~/applications/staff/deviceAssignment.server";
import { deviceKinds } from "~/applications/staff/devicesAsked";
import { partnerSettings } from "~/partners/settings.server";
import { readItemIds, requestStates } from "../deviceRequest";
import { currentAnnouncements, postAnnouncement } from "../server/announcements.server";
import { coveredApplicants, requestById, requestDevices, requestsIn } from "../server/deviceRequests.server";
import { requestPath } from "../server/deviceRequestPages.server";
import { fulfilRequest, givenThisYear, startRequest, type WorkAnswer } from "./deviceRequestWork.server";

const today = () => crmDate(Date.now(), env().orgTimeZone);
const notFound = () => new Response("Not Found", { status: 404 });
const MAX_ID_LENGTH = 40;

export async function staffRequestsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const byState = [];
  for (const state of requestStates) byState.push({ state, requests: await requestsIn(db(), state) });
  return { byState, announcements: await currentAnnouncements(db(), today()) };
}

/** The announcement form's post: what was typed comes back with the sentence when it is refused. */
export async function staffRequestsAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data(
      { ok: false as const, message: guarded.message || "The form could not be read.", typed: null },
      { status: 400 },
    );
  const typed = {
    body: singleText(guarded.form, "body") ?? "",
    link: singleText(guarded.form, "link") ?? "",
    endsOn: singleText(guarded.form, "endsOn") ?? "",
  };
  const answer = await postAnnouncement(db(), typed, staff, today());
  if (!answer.ok) return data({ ok: false as const, message: answer.problem, typed }, { status: 400 });
  return data({ ok: true as const, message: "The announcement shows on every partner's dashboard.", typed: null });
}

export async function staffRequestLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const id = params.requestId ?? "";
  const found = id.length <= MAX_ID_LENGTH ? await requestById(db(), id) : null;
  if (!found) throw notFound();
  const share = partnerSettings.current().yearlyShare;
  const wanted = deviceKinds.flatMap((kind) =>
    found[kind.plural] > 0 ? [{ type: kind.type, count: found[kind.plural] }] : [],
  );
  return {
    request: found,
    covered: await coveredApplicants(db(), found.id),
    devices: await requestDevices(db(), found.id),
    ready: found.state === "started" ? await readyDevices(db(), wanted) : { devices: [], count: 0 },
    share:
      share > 0 ? { share, given: await givenThisYear(db(), found.partnerId, `${today().slice(0, 4)}-01-01`) } : null,
    today: today(),
  };
}

export type StaffRequestAnswer = WorkAnswer & { typed?: { items: string; day: string; window: string } };

export async function staffRequestAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const id = params.requestId ?? "";
  if (id.length > MAX_ID_LENGTH) throw notFound();
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data<StaffRequestAnswer>(
      { ok: false, status: 400, message: guarded.message || "The form could not be read." },
      { status: 400 },
    );
  const action = singleText(guarded.form, "action");
  const typed = {
    items: (singleText(guarded.form, "items") ?? "").slice(0, 20_000),
    day: singleText(guarded.form, "day") ?? "",
    window: singleText(guarded.form, "window") ?? "",
  };
  let answer: WorkAnswer;
  if (action === "start") answer = await startRequest(db(), id, staff);
  else if (action === "fulfil")
    answer = await fulfilRequest(
      db(),
      id,
      staff,
      { itemIds: readItemIds(typed.items), day: typed.day.trim(), window: typed.window },
      {
        today: today(),
        timeZone: env().orgTimeZone,
        domain: senderDomain(env().mailFrom),
        address: env().documents.address,
        link: (found) => `${env().publicUrl}${found.locale === "es" ? "/es" : ""}${requestPath(found.id)}`,
      },
    );
  else answer = { ok: false, status: 400, message: "The form could not be read." };
  log.info("staff device request", {
    by: maskEmail(staff),
    request: id,
    action: action?.slice(0, 20),
    outcome: answer.ok ? "done" : answer.status,
  });
  if (!answer.ok && answer.status === 404) throw notFound();
  return data<StaffRequestAnswer>(answer.ok ? answer : { ...answer, typed }, {
    status: answer.ok ? 200 : answer.status,
  });
}
