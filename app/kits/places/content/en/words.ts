/**
 * What a place's pages say the same way for every wing with places (a class's seat, a shift's place): the cancel
 * page, an offer's deadline, and the sign-up form's sentences for the contact fields and the form itself. What
 * differs (the offer's own page, what is said once done, a wing's own fields) stays in the wing's words, which
 * spread these in. Spanish twin: `../es/words.ts`.
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

/** What a place's sign-up form says of its contact fields and of the form itself; the wing adds its own. */
export const signUpErrors = {
  name: "Type your name.",
  email: "Type an email address such as name@example.com.",
  phone: "Type a US mobile number with its area code, such as 201-555-0123.",
  emailOrPhone: "Give an email address or a mobile number: we need one way to reach you.",
  stale: "This form had expired. Check what you typed and send it again.",
  limited: "Too many sign-ups from here in the last hour. Please try again later.",
};
