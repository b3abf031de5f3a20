/**
 * The privacy policy, written for what this site and its portal really keep. The figures (how long a
 * sign-in link or a session lasts, the rate limits, the referral cookie's lifetime) come from the modules that
 * enforce them, through the page's loader, so the policy cannot drift from the code. To be reviewed by the
 * organisation's counsel (docs/content-to-supply.md).
 */
import { embeds } from "~/config/embeds";
import { helpDeskWidget } from "~/config/external";
import { org } from "~/config/org";
import { effectiveDateLabel, legalEffectiveDate } from "./legal";
import { bullets, heading, paragraph, subheading, type Block } from "./richText";

export type LegalDocument = { title: string; effectiveDate: string; updatedLabel: string; blocks: Block[] };

/** The figures the policy states, read from the code that enforces them. */
export type PrivacyFacts = {
  signInLinkMinutes: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  signInRequestsPerMinute: number;
  signInEmailsPerWindow: number;
  signInEmailWindowMinutes: number;
  referralCookieDays: number;
  /** Days after which sent mail, used or expired sign-in links and ended sessions are deleted. */
  retentionDays: number;
  /** An application being filled in is deleted this many days after it was last touched. */
  applicationDraftDays: number;
  /** How long the links of 'Save and finish later' and of a recommender's request work. */
  saveLinkDays: number;
  recommendLinkDays: number;
  /** Days after an application is delivered or denied that its letter and follow-up answers are deleted. */
  letterRetentionDays: number;
};

/** The cookie names: the `__Host-` name is the one used when the site is served over https. */
export const siteCookies = {
  session: { plain: "portal_session", https: "__Host-portal_session" },
  csrf: { plain: "csrf", https: "__Host-csrf" },
  referral: { plain: "referral", https: "__Host-referral" },
  application: { plain: "application", https: "__Host-application" },
  donation: { plain: "donation", https: "__Host-donation" },
} as const;

const cookieNames = (cookie: { plain: string; https: string }) =>
  `${cookie.plain} (${cookie.https} on our secure address)`;

/** Each provider whose frame a page shows, with the frames it serves ('forms.zohopublic.com: Contact form, …'). */
function frameProviders(): string[] {
  const byHost = new Map<string, string[]>();
  for (const embed of Object.values(embeds)) {
    const host = new URL(embed.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), embed.title]);
  }
  return [...byHost].map(([host, titles]) => `${host}: ${titles.join(", ")}.`);
}

export function privacyPolicy(facts: PrivacyFacts): LegalDocument {
  const email = { text: org.email, href: `mailto:${org.email}` };
  return {
    title: "Privacy Policy",
    effectiveDate: legalEffectiveDate,
    updatedLabel: effectiveDateLabel(),
    blocks: [
      paragraph(
        `This policy explains what ${org.legalName} ("we", "us") keeps about you when you use this website, the digital portal and the Shield internet service's order pages; why; for how long; and how to ask us to show you or delete it. We do not sell personal information, we do not show advertising, and this site runs no analytics or tracking scripts.`,
      ),

      heading("What the website keeps when you visit"),
      paragraph(
        "Browsing our public pages needs no account. Our server writes one line to its request log for each request: the method (for example GET), the address of the page without anything after a question mark, the status of the answer and how long it took, with the time. That line does not hold your IP address, your email address, sign-in links or the text of what you type.",
      ),
      paragraph(
        "When someone asks for a sign-in link, the log notes it with the email address shortened to its first letter and its domain (like j***@example.org), so we can follow up a problem without keeping the address itself.",
      ),
      paragraph(
        "We keep server logs only as long as we need them to keep the site running and secure, and we remove them after 30 days.",
      ),

      heading("What the digital portal keeps"),
      paragraph(
        "The digital portal shows applicants the progress of their application for a computer, and shows donors what they gave. It works from a copy of records held in our donor and applicant database (our CRM), which our staff load into the portal and our CRM sends to it as records change. Depending on who you are, the copy holds:",
      ),
      bullets([
        "For everyone who can sign in: your name, your email address and whether you are an applicant, a donor or both.",
        "For applicants: your full name, email, phone number, the status of your application and, if it was declined, the reason; the non-profit that nominated you; your recommender's name and email; and how many laptops, desktops or tablets you asked for.",
        "For donors: your company, name, email, phone, location and mailing address, your donor number and status, and the devices you gave (model, type, status, where and when they were received, donated or recycled, and their weight).",
      ]),
      paragraph(
        "These records stay in the portal while they are in our CRM; staff update them with each new import. Ask us and we remove yours from the portal copy as well.",
      ),
      subheading("Signing in"),
      paragraph(
        `When you type your email on the sign-in page, and it belongs to someone in our records, we email you a sign-in link. The link works once and expires after ${facts.signInLinkMinutes} minutes. To send it we keep a record of the link (an identifier, your record's identifier, your email address in lower case, when it was made, when it expires and when it was used) and the message itself in a mail outbox until it is delivered.`,
      ),
      paragraph(
        `The portal deletes the link records, the sent messages and ended sessions by itself ${facts.retentionDays} days after they were used, expired or sent; ask us and we delete yours sooner.`,
      ),
      paragraph(
        `To stop anyone from flooding a mailbox or guessing addresses, we count sign-in requests: at most ${facts.signInRequestsPerMinute} a minute from one network address, and at most ${facts.signInEmailsPerWindow} emails to one address in ${facts.signInEmailWindowMinutes} minutes. The counter for a network address holds that address and a number; it is deleted about an hour after its minute has passed. When a network address goes over the limit, that address is written to the server log.`,
      ),
      subheading("Sessions"),
      paragraph(
        `After you follow a sign-in link, a session keeps you signed in: a random identifier, your record's identifier and two times. It ends after ${facts.sessionIdleMinutes} minutes without activity, after ${facts.sessionMaxHours} hours in any case, or when you choose 'Sign out' or 'Back to Search'; ended sessions are deleted.`,
      ),
      paragraph(
        `We also keep the language you last used the site in (English or Spanish) with your email address in lower case, so that the emails we send you, such as a change in your application's status, are in that language. It is deleted ${facts.retentionDays} days after your email address leaves our records.`,
      ),

      heading("Applying for a computer on this site"),
      paragraph(
        `The application keeps your answers on our server as you go from step to step, so that going back or reloading loses nothing; a draft nobody touches for ${facts.applicationDraftDays} days is deleted. The income you type in the first step is used only to compare it with the limit and is never kept: we keep only whether you qualified by a programme or by income. 'Save and finish later' emails you a link that works once, for ${facts.saveLinkDays} days.`,
      ),
      paragraph(
        `Giving devices keeps your answers on our server between steps in the same way, for the same ${facts.applicationDraftDays} days. Once you send, we keep what you gave us to arrange and record the donation: your name, company, email and phone, the devices you declared, the pickup address, notes and preferred dates (or the office you chose), whether you want a certificate and a receipt, and the date of each step the donation reaches. Only the browser that sent a drop-off can open its pass.`,
      ),
      paragraph(
        `When you send it, we keep your application with the records described above (and send it to our CRM): your name, email, phone if you gave it, preferred language, ZIP code, household size, how you qualified, the devices you asked for, and your nominating organization and recommender. Your recommender gets an email with a link that works once, for ${facts.recommendLinkDays} days; their page shows only your first name and the initial of your last name. What they answer, and the letter they may attach, are seen only by our staff. Some time after you receive a computer we ask you three questions by email; your answers are seen only by our staff.`,
      ),
      paragraph(
        `A recommender's letter file and your follow-up answers are deleted ${facts.letterRetentionDays} days after your application is delivered or denied.`,
      ),
      paragraph(
        "When a non-profit applies to become a partner, we keep what its form gives: the organization's name, EIN, region, address, website, services and how it would distribute devices, and its contact's name, email and phone, with the language of the form. The organization's record (without the EIN, the contact's name and phone, or the answers) goes to our CRM; the rest is seen only by our staff. We email the contact when the application arrives and when staff decide on it.",
      ),

      heading("Cookies"),
      paragraph(
        "We set only these first-party cookies. None of them is used for advertising or to follow you to other sites.",
      ),
      bullets([
        `${cookieNames(siteCookies.session)}: keeps you signed in to the portal. It holds a signed random identifier and lasts until your session ends (at most ${facts.sessionMaxHours} hours).`,
        `${cookieNames(siteCookies.csrf)}: protects the sign-in form against requests forged by other sites. It holds a signed random token and is set when you open the sign-in page or the portal.`,
        `${cookieNames(siteCookies.referral)}: set only when you arrive from a link that names who told you about Shield or carries a coupon (for example from a partner's newsletter). It holds those two short values, for ${facts.referralCookieDays} days, so the checkout can credit the partner and apply the coupon even if you order later. We never put anything else in it, and values that are not short plain text are ignored.`,
        `${cookieNames(siteCookies.application)}: set when you start an application, so the next step finds your answers. It holds a signed random identifier of your draft, and nothing else, for ${facts.applicationDraftDays} days.`,
        `${cookieNames(siteCookies.donation)}: set when you start giving devices, so the next step finds your answers and, once sent, only this browser can open the drop-off pass. It holds a signed random identifier of your donation's draft, and nothing else, for ${facts.applicationDraftDays} days.`,
      ]),
      paragraph(
        "All five are sent only to this site, cannot be read by scripts in the page, and are sent only over a secure connection when the site is served over https. You can delete them in your browser at any time; the portal will ask you to sign in again, and a coupon will have to be entered again at checkout.",
      ),

      heading("Other companies' frames on our pages"),
      paragraph(
        "Some of our pages show forms and content from other companies inside a frame: our donation form, the drop-off map, social media feeds, and the Shield checkout. What you type into a frame goes to that company, which handles it under its own privacy policy and for us. Like any website, each of them also receives your IP address, your browser's details and the address of the page that shows the frame, and may set its own cookies. The frames come from:",
      ),
      bullets(frameProviders()),
      paragraph(
        "The Shield checkout is run by our billing provider. It collects your name, your shipping and billing address, your email and your payment card to take your order; we receive the order details but never your full card number. If you arrived with a referral or a coupon, the checkout receives those two values too.",
      ),
      paragraph(
        "When you write to us with the contact form or apply to join our board, we keep what you sent (and your CV) so that our staff can answer you, and we send you an acknowledgement by email, or by text if you gave only a mobile number. When you sign up for our newsletter, we email you a link to confirm your address; once you confirm it, we keep it and give it to our mailing-list provider (Zoho Campaigns), which sends the newsletter. The unsubscribe link in our newsletter emails takes you off the list at once, here and at the provider.",
      ),
      paragraph(
        `The 'Help' button is a plain link to our help centre. Only if you press it with JavaScript on does the page load our help-desk provider's chat widget (from ${new URL(helpDeskWidget.scriptUrl).host}), which then receives what you type into it.`,
      ),

      heading("How we protect it"),
      paragraph(
        "The site is served over an encrypted connection. Sign-in links are signed and work once; cookies are signed and hidden from scripts; our logs never hold passwords, tokens or whole email addresses. Access to the records is limited to the staff who need them for their work.",
      ),

      heading("Your choices and rights"),
      paragraph([
        "You can ask us to show you what we keep about you, to correct it, or to delete it. Email ",
        email,
        " from the address in our records (or tell us how else to confirm it is you), and we will answer within 30 days. We may need to keep some records the law requires, such as donation receipts for tax purposes; we will tell you if so.",
      ]),
      paragraph(
        "Our site is not meant for children under 13 and we do not knowingly collect their personal information online. A parent or guardian who thinks we hold a child's information can ask us to delete it.",
      ),

      heading("Changes and contact"),
      paragraph("If we change this policy we will publish the new version here with a new effective date."),
      paragraph([
        `Questions about privacy: email `,
        email,
        `, or write to ${org.legalName}, ${org.offices.nj.city}, ${org.offices.nj.state}.`,
      ]),
    ],
  };
}
