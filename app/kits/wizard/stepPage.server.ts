/**
 * What the pages of a form in steps share (the application's, the donation's): the draft the browser's cookie names,
 * where a step asked too early goes, a guarded post read into what was typed, the answers of a refused post, and the
 * limits per client and per email. Each form hands in its drafts, its cookie's names, its steps and its addresses;
 * the routes stay pages.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import type { Typed } from "~/kits/forms/reading";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { draftIdCookie } from "./draftCookie.server";
import { DRAFT_KEPT_MS, type Draft, type draftStore } from "./drafts.server";

export const localeOf = (request: Request): Locale => localeFromPath(new URL(request.url).pathname);

/** An address of the form in the request's language. */
export const localPath = (request: Request, path: string) => pathInLocale(localeOf(request), path);

/** What sending a form needs of the settings: the site's address for links, the time zone for dates. */
export const sendSettings = () => ({ publicUrl: env().publicUrl, timeZone: env().orgTimeZone });

export type StepPost = { typed: Typed; intent: string; client: string; form: FormData };

/** A refused post: the page's sentence, what was typed, and its status. */
export type PostProblem = { problem: string; typed: Typed; status: number };

function typedFields(form: FormData): Typed {
  const typed: Typed = {};
  for (const name of new Set(form.keys())) {
    if (name === "csrf" || name.endsWith("__confirm")) continue;
    typed[name] = (singleText(form, name) ?? "").slice(0, 1000);
  }
  return typed;
}

/**
 * A step's answer that is one sentence for the whole page (a stale form, a limit), with what was typed; `extra`
 * adds what a form's pages also read (a donation's `outsideRegion`).
 */
export function stepProblem<E extends object = Record<never, never>>(refused: PostProblem, extra?: E) {
  return data(
    { errors: {} as Record<string, string>, typed: refused.typed, problem: refused.problem, ...(extra as E) },
    { status: refused.status, headers: personalHeaders() },
  );
}

/** A refused step: each field's sentence and what was typed, status 400. */
export function stepErrors<E extends object = Record<never, never>>(
  sentences: Record<string, string>,
  typed: Typed,
  extra?: E,
) {
  return data(
    { errors: sentences, typed, problem: null as string | null, ...(extra as E) },
    { status: 400, headers: personalHeaders() },
  );
}

/** Each field's sentence key worded by the page's words. */
export const sentencesOf = (errors: Partial<Record<string, string>>, words: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, words[key!] as string]));

/**
 * Reads a step's post through the form guard. A robot that filled the honeypot is sent back to `start` (thrown), as
 * if nothing happened; a stale form gets the sentence, with what was typed.
 */
export async function readFormPost(
  request: Request,
  context: AppLoadContext,
  start: string,
): Promise<StepPost | { refused: PostProblem }> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) {
    if (guarded.spam) throw redirect(start, { headers: personalHeaders() });
    const typed = guarded.form ? typedFields(guarded.form) : {};
    return { refused: { problem: guarded.message, typed, status: guarded.status } };
  }
  const client = context.clientAddress;
  const typed = typedFields(guarded.form);
  return { typed, intent: typed.intent ?? "next", client, form: guarded.form };
}

type Limits = Record<string, { perClient: number; perEmail: number }>;
const HOUR = 60 * 60 * 1000;

/** A form in steps: its drafts, its cookie's names, its steps in order and its addresses. */
export function stepWizard<A, Step extends string, L extends Limits>(form: {
  /** The form's name in rate-limit keys and log lines ("application", "donation"). */
  name: string;
  drafts: ReturnType<typeof draftStore<A>>;
  cookie: { https: string; plain: string };
  steps: readonly Step[];
  /** The first step not answered yet; null while the first page (the start) is not passed. */
  firstOpenStep: (answers: A) => Step | null;
  /** The first page, where a browser with no draft (or a robot) is sent. */
  start: string;
  stepPath: (step: Step | "sent") => string;
  limits: L;
}) {
  const cookie = draftIdCookie(form.cookie, DRAFT_KEPT_MS);
  const loadDraft = async (request: Request) => form.drafts.load(db(), await cookie.idIn(request));

  /** The draft this browser is filling in; a sent one is not filled in any more. */
  async function openDraft(request: Request): Promise<Draft<A> | null> {
    const draft = await loadDraft(request);
    return draft && !draft.sent ? draft : null;
  }

  async function sentDraft(request: Request): Promise<Draft<A> | null> {
    const draft = await loadDraft(request);
    return draft?.sent ? draft : null;
  }

  /** Where a browser that asks for `step` goes instead, when an earlier step is not answered yet; null when it may. */
  function stepRedirect(request: Request, draft: Draft<A> | null, step: Step): Response | null {
    const open = draft ? form.firstOpenStep(draft.answers) : null;
    if (!open) return redirect(localPath(request, form.start), { headers: personalHeaders() });
    return form.steps.indexOf(step) > form.steps.indexOf(open)
      ? redirect(localPath(request, form.stepPath(open)), { headers: personalHeaders() })
      : null;
  }

  const readStepPost = (request: Request, context: AppLoadContext) =>
    readFormPost(request, context, localPath(request, form.start));

  /**
   * What every step's post does first. The last step of a draft sent a moment ago (a double click, Back and send
   * again) goes to the confirmation of the one thing it made; a step asked too early goes to the first open one; a
   * refused post is answered by `problem`. Otherwise: the open draft and the post (`"post" in` the outcome).
   */
  async function beginStepPost<P>(
    request: Request,
    step: Step,
    context: AppLoadContext,
    problem: (refused: PostProblem) => P,
  ): Promise<Response | P | { draft: Draft<A>; post: StepPost }> {
    // Read once: sent (the last step goes to its confirmation) or open.
    const read = await loadDraft(request);
    if (step === form.steps[form.steps.length - 1] && read?.sent)
      return redirect(localPath(request, form.stepPath("sent")), { headers: personalHeaders() });
    const draft = read && !read.sent ? read : null;
    const elsewhere = stepRedirect(request, draft, step);
    if (elsewhere) return elsewhere;
    const post = await readStepPost(request, context);
    if ("refused" in post) return problem(post.refused);
    return { draft: draft!, post };
  }

  /** Whether one more `kind` is within the form's limits an hour, per client address and per email. */
  async function withinLimit(kind: keyof L & string, client: string, email?: string): Promise<boolean> {
    const store = db();
    const limits = form.limits[kind]!;
    if (!(await hitRateLimit(store, `${form.name}-${kind}:${client}`, limits.perClient, HOUR))) {
      log.warn(`${form.name} limited for client`, { kind, client });
      return false;
    }
    if (email && limits.perEmail > 0) {
      if (!(await hitRateLimit(store, `${form.name}-${kind}-email:${emailKey(email)}`, limits.perEmail, HOUR))) {
        log.warn(`${form.name} limited for email`, { kind });
        return false;
      }
    }
    return true;
  }

  return {
    draftIdIn: cookie.idIn,
    draftCookieFor: cookie.for,
    openDraft,
    sentDraft,
    stepRedirect,
    readStepPost,
    beginStepPost,
    withinLimit,
  };
}
