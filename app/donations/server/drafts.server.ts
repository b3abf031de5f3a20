/**
 * A donation being given, kept between steps in `donation_drafts` (the wizard kit's drafts). A sent draft names the
 * donation it made (`reference`), so sending it again finds that one instead of making a second, and only the
 * browser holding it can open that donation's drop-off pass.
 */
import type { DonationAnswers } from "~/donations/answers";
import type { Locale } from "~/i18n/locale";
import type { Db } from "~/db/engine.server";
import { draftStore, type Draft } from "~/kits/wizard/drafts.server";

export type DonationDraft = Draft<DonationAnswers>;

export const donationDrafts = draftStore<DonationAnswers>("donation_drafts", "reference");
export const createDonationDraft = donationDrafts.create;
export const loadDonationDraft = donationDrafts.load;

/**
 * Keeps one step's answers (the others stay as they were) and the language of the page it was given on: the
 * donor's emails are in the language they last used.
 */
export async function saveDonationStep<K extends keyof DonationAnswers>(
  db: Db,
  draft: DonationDraft,
  step: K,
  value: NonNullable<DonationAnswers[K]>,
  locale: Locale,
  now = Date.now(),
): Promise<void> {
  await donationDrafts.keep(db, draft, { ...draft.answers, [step]: value }, locale, now);
}
