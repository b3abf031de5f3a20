/**
 * Every text the site sends, in English (decision 092): each names the organisation, none carries a full name, an
 * income or a link that signs anyone in, and each fits in two segments (tests/unit/textMessages.test.ts).
 */
export const textWords = {
  signInCode: (org: string, code: string) =>
    `${org}: your sign-in code is ${code}. It works once, for 10 minutes. Never share it with anyone.`,
  applicationReceived: (org: string, number: string) =>
    `${org}: we received your device application, number ${number}. We will text you as it moves on. Reply STOP to stop texts, HELP for help.`,
  statusChanged: (org: string, status: string, site: string) =>
    `${org}: your device application is now: ${status}. Sign in at ${site}/auth to see more.`,
  followUp: (org: string, link: string) =>
    `${org}: how is your device? Please answer a few questions: ${link} If it is not working well, reply NO.`,
  // After the computer arrives (issue 50 §2): the delivery, the texted "NO" to the follow-up, staff's answer.
  delivered: (org: string, site: string) =>
    `${org}: your computer was delivered. Getting started: ${site}/welcome To ask us for help, sign in at ${site}/auth`,
  askProblem: (org: string) =>
    `${org}: sorry it is not working well. In a few words, what is wrong? Reply to this text.`,
  helpReceived: (org: string) => `${org}: thank you, we received your request for help. We will answer you soon.`,
  helpAnswer: (org: string, answer: string) => `${org}, about your request for help: ${answer}`,
  resumeLink: (org: string, link: string) =>
    `${org}: your saved device application. This link brings back your answers, once, for 14 days: ${link}`,
  help: (org: string, email: string, site: string) =>
    `${org}: for help write to ${email} or visit ${site}/contact. Reply STOP to stop texts, START to get them again.`,
  stopped: (org: string) => `${org}: you will get no more texts from us. Reply START to get them again.`,
  resumed: (org: string) => `${org}: texts are on again. Reply STOP to stop them, HELP for help.`,
  // A class's texts name its first meeting and place: `starts` "12/31 at 6:00 PM", `where` "at <place>" or "online"
  // (a place too long for two segments is shortened by the classes' emails, `placeThatFits`).
  classSeat: (org: string, starts: string, where: string, link: string) =>
    `${org}: you have a seat in the digital skills class starting ${starts}, ${where}. If you cannot come, cancel here: ${link}`,
  classWaitlist: (org: string, starts: string, where: string, position: number, link: string) =>
    `${org}: the class starting ${starts}, ${where}, is full. You are number ${position} on its waitlist; we will text you if a seat frees up. To leave the list: ${link}`,
  classOffer: (org: string, starts: string, where: string, deadline: string, link: string) =>
    `${org}: a seat is free for you in the class starting ${starts}, ${where}. Confirm it before ${deadline} or it passes on: ${link}`,
  classCancelled: (org: string, starts: string, where: string) =>
    `${org}: your place in the class starting ${starts}, ${where}, is cancelled. Thank you for letting us know.`,
  classPlace: (place: string) => `at ${place}`,
  classOnline: "online",
  classWhen: (date: string, time: string) => `${date} at ${time}`,
  classCompleted: (org: string, number: string, link: string, site: string) =>
    `${org}: you completed your class! Your certificate ${number}: ${link} To apply for a computer: ${site}/apply`,
};
