/**
 * The consent a follow-up asks (issue 50 §2): may the answer be shared, with the first name, anonymously, or not at
 * all. The one rule every reader follows: a story exists only for the first two, and it names the person only for
 * the first. Pure, so the rule is tested without a store.
 */
export const SHARE_CONSENTS = ["first-name", "anonymous", "none"] as const;
export type ShareConsent = (typeof SHARE_CONSENTS)[number];

export const isShareConsent = (value: unknown): value is ShareConsent =>
  typeof value === "string" && (SHARE_CONSENTS as readonly string[]).includes(value);

/** The longest story kept: a few sentences, as the follow-up's answer is. */
export const MAX_STORY_LENGTH = 600;

export type StoryToKeep = { sharedAs: "first-name" | "anonymous"; firstName: string | null; story: string };

/** The first word of a full name: all of the name a story may carry. */
export function firstNameOf(fullName: string | null | undefined): string | null {
  const first = (fullName ?? "").trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * What may be kept to share from an answer given with this consent: nothing for "not at all" (or an empty answer),
 * the answer alone for "anonymously", the answer and the first name for "with my first name".
 */
export function storyToKeep(consent: ShareConsent, fullName: string | null, answer: string): StoryToKeep | null {
  const story = answer.trim().slice(0, MAX_STORY_LENGTH);
  if (consent === "none" || !story) return null;
  return {
    sharedAs: consent,
    firstName: consent === "first-name" ? firstNameOf(fullName) : null,
    story,
  };
}
