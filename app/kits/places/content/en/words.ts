/**
 * What a place's link pages say the same way for every wing with places (a class's seat, a shift's place): the
 * cancel page, and an offer's deadline. What differs (the offer's own page, what is said once done) stays in the
 * wing's words. Spanish twin: `../es/words.ts`.
 */
export const cancel = {
  title: "Cancel your place",
  question: (title: string) => `Cancel your place in “${title}”?`,
  button: "Cancel my place",
  gone: "This link has been used or is no longer valid.",
};

/** When the offer stops being theirs: `deadline` from the wing's email words. */
export const offerDeadline = (deadline: string) =>
  `Confirm it before ${deadline}, or it goes to the next person waiting.`;
