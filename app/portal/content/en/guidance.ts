/**
 * The portal's words around the spec's texts: how the tracker reads its steps, what an applicant or a
 * donor can do next, and what the sign-in messages mean. The spec's own sentences stay in `portal/portalMessages`
 * and `portal/applicantStatus`; these only help a person who would otherwise be stuck.
 */
import { org } from "~/config/org";

export type GuidanceLink = { text: string; to: string };

export const trackerWords = {
  /** The decision step before there is a decision; once decided, the step takes the outcome's label. */
  pendingDecision: "Decision",
  /** Said after each step's label, so the state does not rest on colour alone. */
  state: { done: "Done", current: "Current step", upcoming: "Upcoming" },
} as const;

export const nextStepsHeading = "What you can do next";

/** A denied applicant: try again later, ask the nominating organisation, or ask us. */
export function deniedNextSteps(
  nominatingOrganization: string | null | undefined,
): { text: string; link?: GuidanceLink }[] {
  const organisation = nominatingOrganization?.trim() || "your nominating organization";
  return [
    {
      text: "Apply again in a later application cycle, when your situation has changed or with a new recommendation.",
      link: { text: "Apply for a computer", to: "/apply" },
    },
    { text: `Ask ${organisation}, who nominated you, about your application and other help they offer.` },
    { text: "Ask us about the decision.", link: { text: "Contact us", to: "/contact" } },
  ];
}

/** An approved applicant: where the computer goes and who gets in touch. */
export function approvedNextSteps(
  nominatingOrganization: string | null | undefined,
): { text: string; link?: GuidanceLink }[] {
  const organisation = nominatingOrganization?.trim() || "your nominating organization";
  return [
    {
      text: `Your computer will be delivered to ${organisation}, your nominating organization, and you will pick it up there. Depending on how many computers are available, this can take a while.`,
    },
    { text: "We will contact your recommender, and you will be contacted when your computer is ready to pick up." },
    { text: "Questions in the meantime?", link: { text: "Contact us", to: "/contact" } },
  ];
}

export const donorWithoutDevices = {
  heading: "No computers recorded yet",
  text: `Nothing has been recorded for your donation yet. Computers appear here once we have received and logged them. If you have given computers and expected to see them, write to ${org.email} or use our contact page.`,
  link: { text: "Contact us", to: "/contact" },
} as const;

/** The same panel for a donor whose donations were given on this site, by where they stand (issue 35). */
export const donorDevicesComing = {
  heading: "No computers recorded yet",
  text: "Your devices appear here, each with its data destruction, once they reach us and we log them into our inventory. Each donation below says where it stands.",
  link: { text: "Contact us", to: "/contact" },
} as const;

export const donorDevicesReceived = {
  heading: "We received your devices",
  text: "We are logging them into our inventory: each appears here, with its data destruction and your documents, once logged. Each donation below says what we received.",
  link: { text: "Contact us", to: "/contact" },
} as const;

export const signInWords = {
  emailLabel: "Your email address",
  /**
   * Follow the spec's 'we have sent you an email to login', which every address gets: a link goes only to a known
   * one, and these say so without telling whether this one is (issue 45).
   */
  onlyKnown:
    "We send a sign-in link only to an address given on an application, a donation of computers or money, or a volunteer shift.",
  sentTo: (address: string) => `If ${address} is one of them, the link is on its way to it.`,
  /** Then where the two people who most often ask here by mistake sign in instead. */
  otherSignIns:
    "Caseworkers of partner organizations and Shield internet subscribers get no link from this page. They sign in here:",
  linkRules: (minutes: number) => `The link in the email works for ${minutes} minutes, and only once.`,
  spam: "Nothing after a few minutes? Check your spam or junk folder.",
  /** Said after every request, limited or not: the answer stays the same for every address (anti-enumeration). */
  held: (count: number, minutes: number) =>
    `An email can take a few minutes to arrive. Several requests in a row are held: one address gets at most ${count} links in ${minutes} minutes, so asking again sooner sends nothing new.`,
} as const;

export const signedOutWords = {
  /** After the spec's 'Error fetching data. Please try again.' for a link that cannot be used. */
  linkUnusable: (minutes: number) =>
    `Your sign-in link may have expired (each link works for ${minutes} minutes) or may have been used already (each works once).`,
  newLink: { text: "Sign in to get a new link", to: "/auth" },
  /** After the spec's 'Please enter an ID.' on /portal without a session. */
  signIn: { text: "Go to the sign-in page", to: "/auth" },
} as const;
