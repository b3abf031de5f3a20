/**
 * The partner portal's device request pages (issue 50 §1): the partner's requests, asking for devices, one request
 * (with its collection, its devices and the signature at the collection) and what each posts. Every page is the
 * caseworker's partner's alone: another partner's request is not found, like a made-up id.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { formatDate, formatMoment } from "~/i18n";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import type { Typed } from "~/kits/forms/reading";
import { crmDate } from "~/applications/staff/deviceAssignment.server";
import { requestWordsIn } from "~/partners/requestWords";
import { readRequest, type RequestProblem } from "../deviceRequest";
import { collectionWhen, countsIn } from "./deviceRequestEmails.server";
import { signForDevices } from "./deviceRequestHandover.server";
import {
  askForDevices,
  coverableApplicants,
  coveredApplicants,
  partnerRequest,
  partnerRequests,
  requestDevices,
  type DeviceRequest,
} from "./deviceRequests.server";
import { partnerResponseHeaders, requireCaseworker, type PartnerCaseworker } from "./partnerSession.server";

export const requestPath = (id: string) => `/partners/requests/${encodeURIComponent(id)}`;

const localeOf = (request: Request): Locale => localeFromPath(new URL(request.url).pathname);
const today = () => crmDate(Date.now(), env().orgTimeZone);
const notFound = () => data(null, { status: 404, headers: partnerResponseHeaders });

/** The signed-in caseworker, the bar's facts and the form protection every one of these pages carries. */
async function framed(request: Request) {
  const caseworker = await requireCaseworker(request);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return {
    caseworker,
    frame: {
      email: caseworker.email,
      partner: caseworker.actingFor.name,
      canSwitch: caseworker.partners.length > 1,
      protection: { csrfToken, honeypotProps },
    },
    headers: { ...partnerResponseHeaders, ...(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  };
}

/** A request as a list or page shows it, in the page's language. */
function shown(locale: Locale, request: DeviceRequest) {
  const words = requestWordsIn(locale);
  return {
    id: request.id,
    path: requestPath(request.id),
    programme: `${words.kinds[request.programmeKind]}: ${request.programmeName}`,
    programmeName: request.programmeName,
    devices: countsIn(locale, request),
    neededBy: formatDate(locale, request.neededBy),
    state: words.states[request.state],
    served: words.served[request.servedKind](request.served),
    county: request.county,
    askedBy: request.requestedBy,
    collection:
      request.collectionDay && request.collectionWindow
        ? collectionWhen(locale, { day: request.collectionDay, window: request.collectionWindow })
        : null,
    signed:
      request.signedName && request.collectedAt !== null
        ? words.detail.signed(request.signedName, formatMoment(locale, request.collectedAt, env().orgTimeZone))
        : null,
    canSign: request.state === "fulfilled",
  };
}

export async function requestListLoader({ request }: LoaderFunctionArgs) {
  const { caseworker, frame, headers } = await framed(request);
  const locale = localeOf(request);
  const list = await partnerRequests(db(), caseworker.actingFor.id);
  return data(
    { ...frame, requests: list.map((entry) => shown(locale, entry)), anyCollected: list.some(isCollected) },
    { headers },
  );
}

const isCollected = (request: DeviceRequest) => request.state === "collected";

export type AskResult = { problems: Partial<Record<string, string>>; summary: string; typed: Typed; ticked: string[] };

export async function askPageLoader({ request }: LoaderFunctionArgs) {
  const { caseworker, frame, headers } = await framed(request);
  const applicants = await coverableApplicants(db(), caseworker.actingFor.id);
  return data({ ...frame, applicants, today: today() }, { headers });
}

const askedFields = [
  "programmeKind",
  "programmeName",
  "county",
  "laptops",
  "desktops",
  "tablets",
  "served",
  "servedKind",
  "neededBy",
];

export async function askPageAction({ request }: ActionFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const locale = localeOf(request);
  const words = requestWordsIn(locale).form;
  const guarded = await readGuardedForm(request);
  const form = guarded.form;
  const typed: Typed = Object.fromEntries(askedFields.map((name) => [name, (form && singleText(form, name)) ?? ""]));
  const ticked = form ? form.getAll("applicants").filter((value): value is string => typeof value === "string") : [];
  const refused = (problems: AskResult["problems"], summary: string, status: number) =>
    data<AskResult>({ problems, summary, typed, ticked }, { status, headers: partnerResponseHeaders });
  if (!guarded.ok) return refused({}, guarded.message || words.errors.form, guarded.spam ? 400 : guarded.status);
  const mayCover = (await coverableApplicants(db(), caseworker.actingFor.id)).map((row) => row.id);
  const reading = readRequest(typed, ticked, mayCover, today());
  if (!reading.ok) {
    const problems = Object.fromEntries(
      Object.entries(reading.errors).map(([field, key]) => [field, words.errors[key as RequestProblem]]),
    );
    return refused(problems, words.errors.summary, 400);
  }
  const link = (id: string) => `${env().publicUrl}${pathInLocale(locale, requestPath(id))}`;
  const id = await askForDevices(
    db(),
    { partnerId: caseworker.actingFor.id, partnerName: caseworker.actingFor.name, email: caseworker.email },
    reading.value,
    { locale, link },
  );
  throw redirect(`${pathInLocale(locale, requestPath(id))}?sent=1`, { status: 303, headers: partnerResponseHeaders });
}

/** One request of the caseworker's partner, or a 404. */
async function ownRequest(caseworker: PartnerCaseworker & { actingFor: { id: string } }, id: string | undefined) {
  const found = await partnerRequest(db(), caseworker.actingFor.id, id ?? "");
  if (!found) throw notFound();
  return found;
}

export async function requestPageLoader({ request, params }: LoaderFunctionArgs) {
  const { caseworker, frame, headers } = await framed(request);
  const found = await ownRequest(caseworker, params.requestId);
  const locale = localeOf(request);
  return data(
    {
      ...frame,
      request: shown(locale, found),
      covered: await coveredApplicants(db(), found.id),
      devices: await requestDevices(db(), found.id),
      sent: new URL(request.url).searchParams.get("sent") === "1",
    },
    { headers },
  );
}

export type SignResult = { done: string } | { problem: string; typedName: string } | { formProblem: string };

export async function requestPageAction({ request, params }: ActionFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const found = await ownRequest(caseworker, params.requestId);
  const words = requestWordsIn(localeOf(request)).detail;
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data<SignResult>(
      { formProblem: guarded.message || requestWordsIn(localeOf(request)).form.errors.form },
      { status: guarded.spam ? 400 : guarded.status, headers: partnerResponseHeaders },
    );
  const typedName = (singleText(guarded.form, "signedName") ?? "").slice(0, 200);
  const answer = await signForDevices(
    db(),
    { partnerId: caseworker.actingFor.id, email: caseworker.email },
    found.id,
    typedName,
    { notices: env(), timeZone: env().orgTimeZone },
  );
  if (answer.ok)
    return data<SignResult>({ done: words.collected(answer.delivered) }, { headers: partnerResponseHeaders });
  if (answer.status === 404) throw notFound();
  if (answer.status === 409)
    return data<SignResult>({ formProblem: words.sign.notReady }, { status: 409, headers: partnerResponseHeaders });
  return data<SignResult>({ problem: words.sign.empty, typedName }, { status: 400, headers: partnerResponseHeaders });
}
