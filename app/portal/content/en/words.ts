/**
 * Every word of the portal's pages (sign-in, Continue, tracker, donor details) in English, in one record, so a
 * translation is one record of the same shape (`../es/words.ts`, picked with `~/portal/words`). The spec's
 * sentences keep the modules that define them (the sign-in kit's messages, the records kit's statuses,
 * `portal/donorPageWords`, `portal/documentWords`); this record gathers them with the words that were in the pages.
 * The guidance around them (next steps, sign-in hints) is in `portalGuidance.ts`.
 */
import { possibleDenialReasons } from "~/kits/records/applicantStatus";
import { NOT_AVAILABLE } from "~/portal/applicantRecord";
import { documentWords } from "~/kits/documents/content/en/words";
import { donorPageWords } from "~/portal/donorPageWords";
import { messages as signInMessages } from "~/kits/signIn/content/en/words";
import { statuses as statusWords } from "~/kits/records/content/en/status";

/** The sentences a portal user can meet: the error catalogue, the notices, 'we have sent you an email to login'. */
export const messages = signInMessages;

/** What an empty field of a record reads on the tracker. */
export const notAvailable = NOT_AVAILABLE;

export const signInPage = {
  // The spec's 'Hello Again!' greeted a person signing in for the first time as if they had been before.
  heading: "Sign in to the digital portal",
  welcome: "Enter your email and we send you a link that signs you in. No password needed.",
  emailPlaceholder: "Enter email",
  unlock: "Unlock",
} as const;

export const portalPage = {
  heading: "Digital portal",
  pressContinue: "Press Continue to open your record.",
  continue: "Continue",
  /** The spec's button on the tracker and donor details: it clears the record and goes back to the sign-in. */
  backToSearch: "Back to Search",
  /** Signing out has its own words, as in every realm (issue 45), above every signed-in page of the portal. */
  signOut: "Sign out",
  signedOut: "You are signed out.",
} as const;

/** The six statuses in the bar's order (their CRM values stay in `applicantStatus.ts`): label and message. */
export const statuses = statusWords;

export const applicantPage = {
  heading: "Applicant Tracker",
  progress: "Application progress",
  reason: "Reason:",
  possibleReasonsHeading: "Possible reasons include:",
  possibleReasons: possibleDenialReasons,
  applicantInformation: "Applicant Information",
  name: "Name",
  email: "Email",
  phone: "Phone",
  nominatingOrganization: "Nominating Organization",
  recommenderName: "Recommender Name",
  recommenderEmail: "Recommender Email",
  requestDetails: "Computer Request Details",
  /** Keyed by the record's device kind (`requestedQuantities`). */
  quantities: { Laptop: "Laptop Quantity", Desktop: "Desktop Quantity", Tablet: "Tablet Quantity" },
  noneRequested: "No computers requested.",
  assigned: "Assigned Computer(s)",
  model: "Model",
  status: "Status",
  computerType: "Computer Type",
  location: "Location",
  noneAssigned: "No computer is assigned to you yet.",
} as const;

export const donorPage = {
  heading: "Donor Details",
  donorInformation: "Donor Information",
  company: "Company",
  contactPerson: "Contact Person",
  email: "Email",
  phone: "Phone",
  location: "Location",
  mailingAddress: "Mailing Address",
  totalCount: "Total Computers Donated",
  totalWeight: "Total Weight",
  /** "1,234.5 lbs" */
  pounds: (figure: string) => `${figure} lbs`,
  donatedComputers: "Donated Computers",
  inventoryTable: "Inventory table",
  deviceList: "Donated computers list",
  model: "Model",
  computerType: "Computer Type",
  dateAdded: "Date Added",
  dateDonated: "Date Donated",
  dateRecycled: "Date Recycled",
  downloadCsv: "Download CSV",
  pages: "Donated computers pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: string, count: string) => `Page ${page} of ${count}`,
  devices: donorPageWords,
  /** The impact and documents sections, and the documents' link texts (their addresses are in `donorDownloads.ts`). */
  sections: documentWords.page,
  links: documentWords.links,
} as const;

/** "Your donations" on the donor page, and each donation's own page (`/portal/donations/<donor record id>`). */
export const donations = {
  heading: "Your donations",
  intro: "Each time you gave, and what became of it.",
  /** Beside the totals, once devices of the donor are in the inventory. */
  introWithTotals: "Each time you gave, and what became of it. The totals above cover all of them.",
  date: "Date",
  state: "State",
  devices: "Devices",
  noDate: "no date recorded",
  /** A donation's devices as the list shows them: what was declared on this site, what the inventory holds. */
  declared: (count: string) => `${count} declared`,
  received: (count: string) => `${count} received`,
  recorded: (count: string) => `${count} in our inventory`,
  /** Received, and none in the inventory yet: what is true in between. */
  beingLogged: "being logged into our inventory",
  /** A booked pickup's state: the day and window it happens, not the day it was booked. */
  scheduledFor: (state: string, day: string, window: string) => `${state} for ${day}, in the ${window}`,
  /** The timeline's step of a booked pickup. */
  bookedFor: (day: string, window: string, bookedOn: string) => `${day}, in the ${window} (booked on ${bookedOn})`,
  /** A drop-off's pass, on its page: it opens in any browser the donor is signed in with. */
  passTitle: "Drop-off pass",
  passText: "Show the pass where you drop off, and write its reference on each box.",
  pass: "Open the drop-off pass",
  /** The state of a donation recorded before donations were made on this site: what its inventory holds. */
  inventoryState: (count: number, shown: string, certified: string) =>
    count === 0 ? "No devices recorded yet" : `${shown} received, ${certified} with data destruction recorded`,
  pageTitle: (reference: string) => `Donation ${reference}`,
  backToAll: "Back to all your donations",
  timeline: "Timeline",
  reached: (date: string) => `on ${date}`,
  notYet: "not yet",
  cancelled: (date: string) => `This pickup was cancelled on ${date}.`,
  noTimeline:
    "This donation was recorded before donations were made on this site, so it has no timeline. Its devices and documents are below.",
  counts: "Declared and received",
  declaredLabel: "Declared",
  receivedLabel: "Received",
  difference: "Difference",
  notCounted: "not counted yet",
  same: "as declared",
  fewer: (count: string) => `${count} fewer than declared`,
  more: (count: string) => `${count} more than declared`,
  /** What a donation's page says while none of its devices is in the inventory, by where it stands. */
  noDevices: "No devices of this donation are in our inventory yet.",
  noDevicesComing: "Its devices appear here, each with its data destruction, once they reach us and we log them.",
  noDevicesReceived: (count: number, shown: string) =>
    `We received ${shown} ${count === 1 ? "device" : "devices"} on the date above and are logging them into our inventory: each appears here, with its data destruction, once logged.`,
  noDevicesCancelled: "This pickup was cancelled, so no devices came to us.",
  notFound: "There is no donation of yours at this address.",
} as const;

/**
 * Values the CRM records, in English, that a person reads on the portal: a device's status and type. A Spanish page
 * shows each in Spanish when it is one of its record's keys (matched without case or extra spaces:
 * `~/portal/recordValues`); an English page shows every value as recorded, so these lists are empty here.
 */
export const recordValues: { deviceStatus: Record<string, string>; computerType: Record<string, string> } = {
  deviceStatus: {},
  computerType: {},
};
