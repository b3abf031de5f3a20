/**
 * A delivered applicant's request for help (issue 50 §2): its states and how it may end, the one table the store,
 * the staff page and the tests read. Open until staff answer; answered (staff may answer again); closed with how it
 * ended, after which nothing changes it.
 */
export const HELP_STATES = ["open", "answered", "closed"] as const;
export type HelpState = (typeof HELP_STATES)[number];

export const HELP_OUTCOMES = ["fixed-remotely", "replaced", "returned"] as const;
export type HelpOutcome = (typeof HELP_OUTCOMES)[number];

/** Where the request came from: the tracker's form, the follow-up's "No" by its link, or a texted reply. */
export type HelpSource = "tracker" | "follow-up" | "text";

/** A few words: enough to say what is wrong, short enough for staff to read at a glance. */
export const MAX_PROBLEM_LENGTH = 500;
/** Staff's answer by email; by text it must also fit in two segments with the organisation's name. */
export const MAX_ANSWER_LENGTH = 2000;

export const isHelpOutcome = (value: unknown): value is HelpOutcome =>
  typeof value === "string" && (HELP_OUTCOMES as readonly string[]).includes(value);

export type HelpCommand = "answer" | "close";

/** Whether a request in this state takes the command: both until it is closed, neither after. */
export function helpAllows(command: HelpCommand, state: string): boolean {
  return (command === "answer" || command === "close") && (state === "open" || state === "answered");
}

/** The state a command leaves. */
export const helpStateAfter = (command: HelpCommand): HelpState => (command === "answer" ? "answered" : "closed");

/** What a person typed, as a problem to keep: on one line's worth of spaces, cut to the limit; empty is none. */
export function problemOf(typed: string | null | undefined): string | null {
  const text = (typed ?? "")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, MAX_PROBLEM_LENGTH);
  return text || null;
}

/** The day a warranty of `months` from a delivery at `deliveredAt` ends (the same day of the month, UTC). */
export function warrantyEndsAt(deliveredAt: number, months: number): number {
  const end = new Date(deliveredAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
}
