/**
 * What the application's route modules share: the draft the browser's cookie names, the form protection, a
 * guarded post read into what was typed, the limits per client and per email, and the sentences of the page's
 * language. The routes stay pages.
 */
import { data, redirect } from "@remix-run/node";
import {
  applicationSteps,
  firstOpenStep,
  stepPath,
  type ApplicationStep,
  type ErrorKey,
  type Typed,
} from "~/applications/answers";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { db } from "~/db/serverStore.server";
import { applicationWordsIn } from "~/applications/words";
import { draftIdIn } from "./draftCookie.server";
import { loadDraft, type Draft } from "./drafts.server";

export const localeOf = (request: Request): Locale => localeFromPath(new URL(request.url).pathname);

/** An address of the application in the request's language. */
export const localPath = (request: Request, path: string) => pathInLocale(localeOf(request), path);

/** The draft this browser is filling in; a sent one is not filled in any more. */
export async function openDraft(request: Request): Promise<Draft | null> {
  const draft = await loadDraft(db(), await draftIdIn(request));
  return draft && !draft.contactId ? draft : null;
}

export async function sentDraft(request: Request): Promise<Draft | null> {
  const draft = await loadDraft(db(), await draftIdIn(request));
  return draft?.contactId ? draft : null;
}

/** The form protection of a page, and the header that sets its cookie when the browser has none yet. */
export async function pageProtection(request: Request) {
  const { csrfToken, honeypotProps, csrfCookie } = await formProtection(request);
  const headers = personalHeaders();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  return { protection: { csrfToken, honeypotProps }, headers };
}

/** Where a browser that asks for `step` goes instead, when an earlier step is not answered yet; null when it may. */
export function stepRedirect(request: Request, draft: Draft | null, step: ApplicationStep): Response | null {
  const open = draft ? firstOpenStep(draft.answers) : null;
  if (!open) return redirect(localPath(request, "/application"), { headers: personalHeaders() });
  return applicationSteps.indexOf(step) > applicationSteps.indexOf(open)
    ? redirect(localPath(request, stepPath(open)), { headers: personalHeaders() })
    : null;
}

export type StepPost = { typed: Typed; intent: string; client: string; form: FormData };

/** A refused post: the page's sentence, what was typed, and its status. */
export type PostProblem = { problem: string; typed: Typed; status: number };

const typedFields = (form: FormData): Typed => {
  const typed: Typed = {};
  for (const name of new Set(form.keys())) {
    if (name === "csrf" || name.endsWith("__confirm")) continue;
    typed[name] = (singleText(form, name) ?? "").slice(0, 1000);
  }
  return typed;
};

/**
 * Reads a step's post through the form guard. A robot that filled the honeypot is sent back to the start (thrown),
 * as if nothing happened; a stale form gets the sentence, with what was typed.
 */
export async function readStepPost(
  request: Request,
  context: { clientAddress?: unknown },
): Promise<StepPost | { refused: PostProblem }> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) {
    if (guarded.spam) throw redirect(localPath(request, "/application"), { headers: personalHeaders() });
    const typed = guarded.form ? typedFields(guarded.form) : {};
    return { refused: { problem: guarded.message, typed, status: guarded.status } };
  }
  const client = typeof context.clientAddress === "string" ? context.clientAddress : "unknown";
  const typed = typedFields(guarded.form);
  return { typed, intent: typed.intent ?? "next", client, form: guarded.form };
}

/** A step's answer that is one sentence for the whole page (a stale form, a limit), with what was typed. */
export function stepProblem(request: Request, refused: PostProblem) {
  return data(
    { errors: {} as Record<string, string>, typed: refused.typed, problem: refused.problem },
    {
      status: refused.status,
      headers: personalHeaders(),
    },
  );
}

/**
 * The limits, per client address and per email an hour: what a person filling in one application (or a recommender
 * answering, or an applicant asking for their letter) needs many times over, and no more. One address may be a
 * library's or a partner's office where many people apply in an afternoon, so the per-client figures leave room.
 */
export const applicationLimits = {
  start: { perClient: 120, perEmail: 0 },
  send: { perClient: 40, perEmail: 0 },
  save: { perClient: 20, perEmail: 3 },
  recommend: { perClient: 20, perEmail: 0 },
  "ask-again": { perClient: 10, perEmail: 5 },
} as const;
const HOUR = 60 * 60 * 1000;

export async function withinLimit(
  kind: keyof typeof applicationLimits,
  client: string,
  email?: string,
): Promise<boolean> {
  const store = db();
  const limits = applicationLimits[kind];
  if (!(await hitRateLimit(store, `application-${kind}:${client}`, limits.perClient, HOUR))) {
    log.warn("application limited for client", { kind, client });
    return false;
  }
  if (email && limits.perEmail > 0) {
    if (!(await hitRateLimit(store, `application-${kind}-email:${emailKey(email)}`, limits.perEmail, HOUR))) {
      log.warn("application limited for email", { kind });
      return false;
    }
  }
  return true;
}

/** Each field's sentence in the page's language. */
export function errorSentences(request: Request, errors: Partial<Record<string, ErrorKey>>): Record<string, string> {
  const words = applicationWordsIn(localeOf(request)).errors;
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, words[key!]]));
}

/** A refused step: its fields' sentences and what was typed, status 400. */
export function stepErrors(request: Request, errors: Partial<Record<string, ErrorKey>>, typed: Typed) {
  return data(
    { errors: errorSentences(request, errors), typed, problem: null as string | null },
    {
      status: 400,
      headers: personalHeaders(),
    },
  );
}

export const submitSettings = () => ({ publicUrl: env().publicUrl, timeZone: env().orgTimeZone });
