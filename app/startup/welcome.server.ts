/**
 * What a person who just ran the README's first command reads in the terminal (issue 45 §4): once the server
 * listens in development, a few plain sentences (the log's JSON lines are for machines) with the address to open
 * and how each kind of person signs in, with the demo data's addresses; and, whatever the mode, a busy port as one
 * sentence naming PORT instead of Node's EADDRINUSE stack. The staff console is in English, and so is this.
 */
import { staffPages } from "~/config/routes";
import { fileOutboxFolder } from "~/mail/outbox.server";
import { DEMO_STAFF_EMAIL, env } from "~/platform/env.server";
import { shieldPaths } from "~/shield/shieldPage";

/** Addresses `npm run data:demo` loads (scripts/demo-data; docs/portal.md, "Demo data"). */
export const demoAddresses = {
  applicant: "submitted@demo.example",
  donor: "donor@demo.example",
  caseworker: "caseworker@hoboken-family.example",
  subscriber: "ana@demo.example",
} as const;

/** The sentences printed once the server listens at `url`, or null outside development. */
export function welcomeText(url: string): string | null {
  const settings = env();
  if (settings.nodeEnv !== "development") return null;
  const at = (path: string) => `${url}${path}`;
  const staff = settings.staffEmails.includes(DEMO_STAFF_EMAIL)
    ? `as ${DEMO_STAFF_EMAIL}, the local demo's staff address (set STAFF_EMAILS to choose others)`
    : `with an address listed in STAFF_EMAILS`;
  const mail = settings.smtpUrl
    ? "Each sign-in link is emailed through SMTP_URL."
    : `Each sign-in link is saved under ${fileOutboxFolder(settings.dataDir)} as an email and printed below as signInLink.`;
  return [
    `The site is running: open ${url} in your browser.`,
    `Sign in as each kind of person (after npm run data:demo, which loads the demo addresses below). ${mail}`,
    `  Applicants and donors: ${at("/auth")}, e.g. as ${demoAddresses.applicant} (an applicant) or ${demoAddresses.donor} (a donor); docs/portal.md lists the others.`,
    `  Partners' caseworkers: ${at("/partners")}, e.g. as ${demoAddresses.caseworker} (Hoboken Family Center).`,
    `  Staff: ${at(staffPages.signIn.path)}, ${staff}.`,
    `  Shield subscribers: ${at(shieldPaths.home)}, e.g. as ${demoAddresses.subscriber}.`,
    "",
  ].join("\n");
}

/** Why the server could not listen, as one sentence, for the errors a person can act on; null for any other. */
export function listenFailure(error: { code?: string }, port: number, host: string | undefined): string | null {
  const where = host ? `port ${port} on ${host}` : `port ${port}`;
  if (error.code === "EADDRINUSE") {
    return `The site cannot start: ${where} is already in use by another program (perhaps this site, started earlier). Stop that one, or choose another port with PORT, e.g. PORT=${port + 1} npm start.`;
  }
  if (error.code === "EACCES") {
    return `The site cannot start: this user may not listen on ${where}. Choose a port above 1023 with PORT, e.g. PORT=3000 npm start.`;
  }
  return null;
}
