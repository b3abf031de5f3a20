/**
 * The pages of an application a caseworker fills in with a client (issue 38, decision 093): the application's own
 * screener rule and steps (their readers, views and words), the recommender step written by the caseworker (their
 * name and the recommender's three answers), and 'Check and send' with the box saying the client agreed. Sending is
 * the application's own (`submitApplication`, its confirmation included), already recommended by the partner. What
 * was typed comes back with a sentence when a step cannot be used.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import {
  firstOpenStep,
  readRecommender,
  readScreener,
  readWrittenRecommendation,
  type Typed,
} from "~/applications/answers";
import { screen, type ScreenerDecision } from "~/applications/screener";
import { createDraft, saveStep, type Draft } from "~/applications/server/drafts.server";
import { readStep } from "~/applications/server/stepAction.server";
import { errorSentences, withinLimit } from "~/applications/server/stepPage.server";
import { stepView } from "~/applications/server/stepView.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { applicationWordsIn } from "~/applications/words";
import { applicationIncomePercent } from "~/content/povertyGuidelines";
import { db } from "~/db/serverStore.server";
import { firstRow, sql } from "~/db/engine.server";
import { sentToOf } from "~/applications/sentTo";
import { intlLocales, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import {
  localeOf,
  readFormPost,
  sendSettings,
  sentencesOf,
  stepErrors,
  stepProblem,
  type StepPost,
} from "~/kits/wizard/stepPage.server";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { log } from "~/platform/log.server";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { clientPath, clientSteps, isClientStep, type ClientStep } from "~/partners/clientApplication";
import { notFound, ownedDraft, requireClientCaseworker, type ClientCaseworker } from "./clientDrafts.server";
import { partnerPathFor, partnerPaths } from "./partnerSession.server";

const go = (request: Request, path: string) => redirect(partnerPathFor(request, path), { headers: personalHeaders() });

/** Where a draft asked for at `step` goes instead: its sent page once sent, or the first step not answered yet. */
function elsewhere(request: Request, draft: Draft, step: ClientStep): Response | null {
  if (draft.sent) return go(request, clientPath(draft.id, "sent"));
  const open = firstOpenStep(draft.answers) ?? "screener";
  return clientSteps.indexOf(step) > clientSteps.indexOf(open) ? go(request, clientPath(draft.id, open)) : null;
}

const screenerTyped = (draft: Draft | null): Typed => {
  const kept = draft?.answers.screener;
  return kept
    ? { zip: kept.zip, householdSize: String(kept.householdSize), programme: kept.programme ? "yes" : "no" }
    : {};
};

/** The caseworker's recommender step as kept: their name and their three answers. */
const recommenderTyped = ({ recommender, recommendation }: Draft["answers"]): Typed => ({
  firstName: recommender?.firstName ?? "",
  lastName: recommender?.lastName ?? "",
  howKnown: recommendation?.howKnown ?? "",
  howLong: recommendation?.howLong ?? "",
  howHelp: recommendation?.howHelp ?? "",
});

async function pageOf(request: Request, caseworker: ClientCaseworker, draft: Draft | null, step: ClientStep) {
  if (step === "screener" || !draft) return { step: "screener" as const, typed: screenerTyped(draft) };
  if (step === "recommender")
    return { step, typed: recommenderTyped(draft.answers), partner: caseworker.actingFor.name };
  return { step, view: await stepView(request, step, draft), recommendation: draft.answers.recommendation ?? null };
}

/** `/partners/clients/new` (no draft yet) and `/partners/clients/<draft>/<step>`. */
export async function clientStepPage(request: Request, draftId: string | null, step: string) {
  const caseworker = await requireClientCaseworker(request);
  if (!isClientStep(step) && step !== "sent") throw notFound();
  const draft = draftId === null ? null : await ownedDraft(caseworker, draftId);
  if (step === "sent" && draft && !draft.sent)
    throw go(request, clientPath(draft.id, firstOpenStep(draft.answers) ?? "screener"));
  const moved = step !== "sent" && draft && elsewhere(request, draft, step);
  if (moved) throw moved;
  const { protection, headers } = await pageProtection(request);
  if (step === "sent") {
    const page = { step, ...(await sentView(caseworker, draft!)) } as const;
    return data({ frame: caseworker.frame, draftId, fromCheck: false, protection, page }, { headers });
  }
  const fromCheck = new URL(request.url).searchParams.get("from") === "check";
  const page = await pageOf(request, caseworker, draft, step);
  return data({ frame: caseworker.frame, draftId, fromCheck, protection, page }, { headers });
}

export async function clientStepPost(request: Request, context: AppLoadContext, draftId: string | null, step: string) {
  const caseworker = await requireClientCaseworker(request);
  if (!isClientStep(step)) throw notFound();
  const draft = draftId === null ? null : await ownedDraft(caseworker, draftId);
  const moved = draft && elsewhere(request, draft, step);
  if (moved) return moved;
  const post = await readFormPost(request, context, partnerPathFor(request, partnerPaths.home));
  if ("refused" in post) return stepProblem(post.refused);
  if (step === "screener" || !draft) return screenerPost(request, caseworker, draft, post);
  const next = (from: ClientStep) =>
    go(
      request,
      clientPath(draft.id, post.typed.from === "check" ? "check" : clientSteps[clientSteps.indexOf(from) + 1]!),
    );
  switch (step) {
    case "about":
    case "devices": {
      const read = await readStep(step, post.typed, draft);
      if (!read.ok) return stepErrors(errorSentences(request, read.errors), post.typed);
      await saveStep(db(), draft, step, read.value as never);
      return next(step);
    }
    case "recommender":
      return (await recommenderPost(request, caseworker, draft, post)) ?? next(step);
    case "check":
      return sendPost(request, caseworker, draft, post);
  }
}

/**
 * What the sent page tells the caseworker who sent the draft (issue 45): the application's number (it was made for
 * the partner they act for: only they open this page), and what the client was sent, to what. Null for a draft
 * whose address or number already had an application: nothing was made, so there is no number to show.
 */
async function sentView(caseworker: ClientCaseworker, draft: Draft) {
  const row = draft.sent
    ? await firstRow(
        db(),
        sql<{ number: string }>`SELECT number FROM applications
           WHERE contact_id = ${draft.sent} AND partner_id = ${caseworker.actingFor.id}`,
      )
    : undefined;
  const about = draft.answers.about;
  return { number: row?.number ?? null, sentTo: row && about ? sentToOf(about) : null };
}

/** The screener's rule, as on the applicant's first page; a new draft, owned by the caseworker, once it is passed. */
async function screenerPost(request: Request, caseworker: ClientCaseworker, draft: Draft | null, post: StepPost) {
  const locale = localeOf(request);
  if (!(await withinLimit("start", post.client)))
    return stepProblem({ problem: applicationWordsIn(locale).errors.tooMany, typed: post.typed, status: 429 });
  const read = readScreener(post.typed);
  if (!read.ok) return stepErrors(errorSentences(request, read.errors), post.typed);
  const { zip, householdSize, programme, income } = read.value;
  const decision = screen({ zip, householdSize, receivesProgramme: programme, income });
  // The income figure is never handed back or kept: only whether it was under the limit.
  const typed = { ...post.typed, income: "" };
  if (!decision.eligible)
    return data(
      {
        errors: {},
        typed,
        problem: `${refusal(locale, decision, zip)} ${partnerPortalWordsIn(locale).client.refusedKept}`,
      },
      { headers: personalHeaders() },
    );
  const kept = { zip, householdSize, programme, basis: decision.basis, region: decision.region };
  if (draft) {
    await saveStep(db(), draft, "screener", kept);
    return go(request, clientPath(draft.id, post.typed.from === "check" ? "check" : "about"));
  }
  const id = await createDraft(db(), locale, { screener: kept }, Date.now(), caseworker.owner);
  log.info("client application started", { partner: caseworker.actingFor.id });
  return go(request, clientPath(id, "about"));
}

function refusal(locale: Locale, decision: Extract<ScreenerDecision, { eligible: false }>, zip: string): string {
  const words = applicationWordsIn(locale).refused;
  if (decision.rule === "region") return words.region(zip);
  const money = new Intl.NumberFormat(intlLocales[locale], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const people = new Intl.NumberFormat(intlLocales[locale]).format(decision.householdSize);
  return words.income(people, money.format(decision.limit), applicationIncomePercent);
}

/**
 * The recommender step, written by the caseworker: the partner they act for and their own address are the
 * recommender's, their name and three answers typed. Null once kept; a refusal otherwise.
 */
async function recommenderPost(request: Request, caseworker: ClientCaseworker, draft: Draft, post: StepPost) {
  const locale = localeOf(request);
  const partner = caseworker.actingFor;
  const named = readRecommender(
    {
      organization: partner.id,
      firstName: post.typed.firstName ?? "",
      lastName: post.typed.lastName ?? "",
      email: caseworker.email,
    },
    [partner],
    draft.answers.about?.email ?? undefined,
  );
  const written = readWrittenRecommendation(post.typed);
  if (!named.ok && named.errors.email)
    return stepProblem({
      problem: partnerPortalWordsIn(locale).client.errors.ownAddress,
      typed: post.typed,
      status: 400,
    });
  if (!named.ok || !written.ok) {
    // The names typed here are the caseworker's own: their sentences say "your", not "your recommender's".
    const own = partnerPortalWordsIn(locale).client.errors;
    const sentences = {
      ...(named.ok ? {} : errorSentences(request, named.errors)),
      ...(!named.ok && named.errors.firstName === "recommenderFirst" ? { firstName: own.firstName } : {}),
      ...(!named.ok && named.errors.lastName === "recommenderLast" ? { lastName: own.lastName } : {}),
      ...(written.ok ? {} : sentencesOf(written.errors, applicationWordsIn(locale).recommend.errors)),
    };
    return stepErrors(sentences, post.typed);
  }
  await saveStep(db(), draft, "recommender", named.value);
  await saveStep(db(), draft, "recommendation", written.value);
  return null;
}

/** 'Send the application': only with the client's agreement; sent already recommended by the partner. */
async function sendPost(request: Request, caseworker: ClientCaseworker, draft: Draft, post: StepPost) {
  const locale = localeOf(request);
  const words = partnerPortalWordsIn(locale).client;
  if (post.typed.clientAgreed !== "yes") return stepErrors({ clientAgreed: words.errors.agreed }, post.typed);
  const about = draft.answers.about;
  if (about?.email && emailKey(about.email) === emailKey(caseworker.email))
    return stepProblem({ problem: words.errors.ownAddress, typed: post.typed, status: 400 });
  if (!(await withinLimit("send", post.client)))
    return stepProblem({ problem: applicationWordsIn(locale).errors.tooMany, typed: post.typed, status: 429 });
  const sent = await submitApplication(db(), draft, sendSettings(), Date.now(), {
    owner: caseworker.owner,
    actor: caseworker.actor,
  });
  if (sent.outcome === "incomplete")
    return stepProblem({ problem: applicationWordsIn(locale).errors.incomplete, typed: post.typed, status: 400 });
  // The same page for an address that already has an application (decision record 084): its owner is emailed.
  if (sent.outcome === "already-open") log.info("client application not made: the address has one in progress");
  else log.info("client application sent", { number: sent.number, partner: caseworker.actingFor.id });
  return go(request, clientPath(draft.id, "sent"));
}
