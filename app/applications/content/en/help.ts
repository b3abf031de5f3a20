/**
 * After the computer arrives (issue 50 §2), in English (the Spanish twin is `../es/help.ts`): the help page a
 * delivered applicant reaches from the tracker, the follow-up's added questions, and staff's answer by email.
 */
export const help = {
  title: "Help with your computer",
  intro: "Tell us what is wrong and we will answer you, by text if you chose texts, by email otherwise.",
  warranty: (months: number, until: string) =>
    `Your computer has a ${months}-month warranty, until ${until}. In that time you may ask us for help with it: we first try to fix it with you remotely, and if we cannot, we replace it or take it back.`,
  warrantyEnded: (until: string) =>
    `Your computer's warranty ended on ${until}. You may still ask us: we help remotely if we can.`,
  problem: "What is wrong, in a few words?",
  problemHint: "For example: it does not turn on, the screen stays black, it does not connect to Wi-Fi.",
  device: "Which computer is it about?",
  send: "Ask for help",
  sent: "We received your request for help. We will answer you soon.",
  yours: "Your requests for help",
  asked: (date: string) => `Asked on ${date}`,
  states: { open: "Waiting for our answer", answered: "Answered", closed: "Closed" },
  outcomes: { "fixed-remotely": "Fixed remotely", replaced: "Replaced", returned: "Returned" },
  ourAnswer: "Our answer:",
  trackerHeading: "Help with your computer",
  trackerText: "Something wrong with your computer? Tell us and we will help.",
  trackerLink: "Ask for help",
  welcomeLink: "Getting started with your computer: internet, jobs, school and more",
  back: "Back to your application",
  errors: {
    problem: "Say what is wrong, in a few words.",
    notDelivered: "Help is for a computer we delivered, and yours is not delivered yet.",
    form: "Something went wrong with the form. Please try again.",
    tooMany: "You sent several requests just now. Please wait an hour before the next one.",
  },
};

/** The follow-up's questions beside its first three. */
export const followUpMore = {
  problem: "If it is not working well: what is wrong, in a few words?",
  problemHint: "We send it to our staff as a request for help, and answer you.",
  share:
    "May we share your answer to the first question with the person who donated your computer, and on our website?",
  shareChoices: {
    "first-name": "Yes, with my first name",
    anonymous: "Yes, without my name",
    none: "No, keep it private",
  },
  errors: {
    problem: "Say what is wrong, in a few words, so we can help.",
    share: "Choose whether we may share your answer.",
  },
};

export const helpEmail = {
  subject: "About your request for help",
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  asked: (problem: string) => `You asked us for help: “${problem}”`,
  answer: "Our answer:",
  signIn: "You can see your request in the digital portal:",
  signInLabel: "Sign in",
};
