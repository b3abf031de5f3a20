/**
 * What a place's sign-up form says the same way in every wing with places (a class's seat, a shift's place): the
 * sentences of the contact fields and of the form itself. The wing's words spread these into its form's errors and
 * add its own. Spanish twin: `../es/words.ts`.
 */
export const signUpErrors = {
  name: "Type your name.",
  email: "Type an email address such as name@example.com.",
  phone: "Type a US mobile number with its area code, such as 201-555-0123.",
  emailOrPhone: "Give an email address or a mobile number: we need one way to reach you.",
  stale: "This form had expired. Check what you typed and send it again.",
  limited: "Too many sign-ups from here in the last hour. Please try again later.",
};
