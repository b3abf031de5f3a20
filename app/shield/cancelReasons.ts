/**
 * Why a subscriber cancels (the live site's list, decision 088), and how a posted form is read: one of the reasons,
 * words required for "other" (at most 500 characters) and held to the forms' one rule of characters, and the box
 * ticked to confirm that service ends at the term's end.
 */
import { characterProblem, withoutRefusedCharacters } from "~/kits/forms/typedCharacters";

export const cancelReasons = ["moving", "price", "coverage", "not_needed", "other"] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** The reasons as staff read them (the console is in English) and as the record's `Cancellation_Reason` keeps them. */
export const cancelReasonLabels: Record<CancelReason, string> = {
  moving: "Moving",
  price: "Price",
  coverage: "Coverage",
  not_needed: "No longer needed",
  other: "Other",
};

export const MAX_REASON_WORDS = 500;

export type CancelRequest = { reason: CancelReason; words: string | null };
export type CancelFormProblem = "reason" | "other" | "characters" | "confirm";

export function readCancelForm(values: {
  reason: string | null;
  words: string | null;
  confirm: string | null;
}): CancelRequest | { problem: CancelFormProblem; typed: { reason: string; words: string } } {
  const reason = cancelReasons.find((candidate) => candidate === values.reason);
  // Several lines and quoted back (the record, the staff console): the forms' one rule for such a text.
  const kind = { lines: true, quoted: true };
  const given = values.words ?? "";
  const fold = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, MAX_REASON_WORDS);
  const words = fold(given);
  const typed = { reason: reason ?? "", words: fold(withoutRefusedCharacters(given, kind)) };
  if (!reason) return { problem: "reason", typed };
  if (characterProblem(given, kind)) return { problem: "characters", typed };
  if (reason === "other" && !words) return { problem: "other", typed };
  if (values.confirm !== "yes") return { problem: "confirm", typed };
  return { reason, words: words || null };
}

/** The record's `Cancellation_Reason`: the reason's label, and the subscriber's words after it when they gave some. */
export const reasonForRecord = (request: CancelRequest) =>
  request.words ? `${cancelReasonLabels[request.reason]}: ${request.words}` : cancelReasonLabels[request.reason];
