/**
 * An application being filled in, kept between steps in `application_drafts` (the wizard kit's drafts). A sent
 * draft names the applicant record it made (`contact_id`), so sending it again finds that one instead of making a
 * second. A draft a partner's caseworker fills in with a client has an owner and opens only for them (decision 093).
 */
import type { Answers, Typed } from "~/applications/answers";
import type { Db } from "~/db/engine.server";
import { draftStore, type Draft as StepDraft } from "~/kits/wizard/drafts.server";

export type Draft = StepDraft<Answers>;

/** `owner`: the caseworker who fills a draft in with a client (decision 093); null for an applicant's own. */
export const applicationDrafts = draftStore<Answers>("application_drafts", "contact_id", "owner");
export const createDraft = applicationDrafts.create;
export const loadDraft = applicationDrafts.load;
export const draftUnchanged = applicationDrafts.unchanged;

/** Keeps one step's answers (the others stay as they were); what was typed there unfinished is done with. */
export async function saveStep<K extends Exclude<keyof Answers, "unfinished">>(
  db: Db,
  draft: Draft,
  step: K,
  value: NonNullable<Answers[K]>,
  now = Date.now(),
): Promise<void> {
  const unfinished = { ...draft.answers.unfinished };
  delete unfinished[step as keyof typeof unfinished];
  await applicationDrafts.keep(db, draft, { ...draft.answers, [step]: value, unfinished }, draft.locale, now);
}

/** Keeps what was typed on a step that cannot be read yet, for the applicant who saves it to finish later. */
export async function keepUnfinished(
  db: Db,
  draft: Draft,
  step: "about" | "devices" | "recommender",
  typed: Typed,
  now = Date.now(),
): Promise<void> {
  const answers = { ...draft.answers, unfinished: { ...draft.answers.unfinished, [step]: typed } };
  await applicationDrafts.keep(db, draft, answers, draft.locale, now);
}
