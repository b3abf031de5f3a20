/**
 * What the giving pages' route modules share: the draft the browser's cookie names, a guarded post read into what
 * was typed, the limits per client and per email, and the sentences of the page's language. The routes stay pages;
 * the form protection is the application's (`pageProtection`).
 */
import { data, redirect } from "@remix-run/node";
import {
  DONATE_START,
  firstOpenStep,
  giftPath,
  giftSteps,
  type Errors,
  type GiftStep,
  type Typed,
} from "~/donations/answers";
import { donationWordsIn } from "~/donations/words";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { giftDraftIdIn } from "./draftCookie.server";
import { loadGiftDraft, type GiftDraft } from "./drafts.server";

export const localeOf = (request: Request): Locale => localeFromPath(new URL(request.url).pathname);
export const localPath = (request: Request, path: string) => pathInLocale(localeOf(request), path);
export const wordsOf = (request: Request) => donationWordsIn(localeOf(request));

/** The draft this browser is filling in; a sent one is not filled in any more. */
export async function openGiftDraft(request: Request): Promise<GiftDraft | null> {
  const draft = await loadGiftDraft(db(), await giftDraftIdIn(request));
  return draft && !draft.reference ? draft : null;
}

export async function sentGiftDraft(request: Request): Promise<GiftDraft | null> {
  const draft = await loadGiftDraft(db(), await giftDraftIdIn(request));
  return draft?.reference ? draft : null;
}

/** Where a browser that asks for `step` goes instead, when an earlier step is not answered yet; null when it may. */
export function giftStepRedirect(request: Request, draft: GiftDraft | null, step: GiftStep): Response | null {
  const open = draft ? firstOpenStep(draft.answers) : null;
  if (!open) return redirect(localPath(request, DONATE_START), { headers: personalHeaders() });
  return giftSteps.indexOf(step) > giftSteps.indexOf(open)
    ? redirect(localPath(request, giftPath(open)), { headers: personalHeaders() })
    : null;
}

export type GiftPost = { typed: Typed; intent: string; client: string };
export type GiftProblem = { problem: string; typed: Typed; status: number };

function typedFields(form: FormData): Typed {
  const typed: Typed = {};
  for (const name of new Set(form.keys())) {
    if (name === "csrf" || name.endsWith("__confirm")) continue;
    typed[name] = (singleText(form, name) ?? "").slice(0, 1000);
  }
  return typed;
}

/**
 * Reads a step's post through the form guard. A robot that filled the honeypot is sent back to the first step
 * (thrown), as if nothing happened; a stale form gets the sentence, with what was typed.
 */
export async function readGiftPost(
  request: Request,
  context: { clientAddress?: unknown },
): Promise<GiftPost | { refused: GiftProblem }> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) {
    if (guarded.spam) throw redirect(localPath(request, DONATE_START), { headers: personalHeaders() });
    const typed = guarded.form ? typedFields(guarded.form) : {};
    return { refused: { problem: guarded.message, typed, status: guarded.status } };
  }
  const client = typeof context.clientAddress === "string" ? context.clientAddress : "unknown";
  const typed = typedFields(guarded.form);
  return { typed, intent: typed.intent ?? "next", client };
}

/** A step's answer that is one sentence for the whole page (a stale form, a limit), with what was typed. */
export function giftProblem(refused: GiftProblem) {
  return data(
    { errors: {} as Record<string, string>, typed: refused.typed, problem: refused.problem, outsideRegion: null },
    { status: refused.status, headers: personalHeaders() },
  );
}

/**
 * A refused step: each field's sentence and what was typed, status 400. `outsideRegion` is the ZIP of a pickup
 * address outside the region, whose page offers the drop-off.
 */
export function giftErrors(request: Request, errors: Errors, typed: Typed, outsideRegion: string | null = null) {
  const words = wordsOf(request).errors;
  const sentences = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, words[key!]]));
  if (outsideRegion) sentences.zip = words.outsideRegion(outsideRegion);
  return data(
    { errors: sentences as Record<string, string>, typed, problem: null as string | null, outsideRegion },
    { status: 400, headers: personalHeaders() },
  );
}

/**
 * The limits, per client address and per email an hour: what a company giving several batches needs many times
 * over, and no more (the application's numbers).
 */
export const giftLimits = {
  step: { perClient: 60, perEmail: 0 },
  send: { perClient: 10, perEmail: 5 },
} as const;
const HOUR = 60 * 60 * 1000;

export async function withinGiftLimit(kind: keyof typeof giftLimits, client: string, email?: string) {
  const store = db();
  const limits = giftLimits[kind];
  if (!(await hitRateLimit(store, `donation-${kind}:${client}`, limits.perClient, HOUR))) {
    log.warn("donation limited for client", { kind, client });
    return false;
  }
  if (email && limits.perEmail > 0) {
    if (!(await hitRateLimit(store, `donation-${kind}-email:${emailKey(email)}`, limits.perEmail, HOUR))) {
      log.warn("donation limited for email", { kind });
      return false;
    }
  }
  return true;
}

export const giftSettings = () => ({ publicUrl: env().publicUrl, timeZone: env().orgTimeZone });
