/** A partner's device requests by programme (issue 50 §1), in English (Spanish: `../es/requests.ts`). */

export const list = {
  title: "Device requests",
  intro: "Ask for devices for a programme: a class that finishes together, a scholarship, an event.",
  ask: "Ask for devices",
  none: "Your organization has not asked for devices for a programme yet.",
  csv: "Download the devices you received, by programme and county (CSV)",
  programme: "Programme",
  devices: "Devices",
  neededBy: "Needed by",
  state: "State",
  home: "Back to your applicants",
  requestsLink: "Device requests for programmes",
};

export const kinds = {
  cohort: "A class cohort",
  scholarship: "A scholarship",
  event: "An event",
  other: "Other",
};

export const states = {
  new: "Received",
  started: "Being prepared",
  fulfilled: "Ready to collect",
  collected: "Collected",
};

export const devices = {
  laptops: "Laptops",
  desktops: "Desktops",
  tablets: "Tablets",
};

export const counts = (laptops: number, desktops: number, tablets: number) =>
  [
    laptops ? `${laptops} ${laptops === 1 ? "laptop" : "laptops"}` : "",
    desktops ? `${desktops} ${desktops === 1 ? "desktop" : "desktops"}` : "",
    tablets ? `${tablets} ${tablets === 1 ? "tablet" : "tablets"}` : "",
  ]
    .filter(Boolean)
    .join(", ");

export const served = {
  people: (count: number) => `${count} ${count === 1 ? "person" : "people"}`,
  families: (count: number) => `${count} ${count === 1 ? "family" : "families"}`,
};

export const form = {
  title: "Ask for devices for a programme",
  intro: "We answer every request. You and your organization's contact receive an email that it arrived.",
  programmeKind: "What kind of programme is it?",
  programmeName: "The programme's name",
  programmeNameHint: "For example: Spring 2027 computer class, or Bright Futures scholarship.",
  county: "County where the people live",
  howMany: "How many devices",
  howManyHint: "Leave a kind at 0 if you need none of it.",
  served: "For how many",
  servedKind: "People or families?",
  servedKinds: { people: "People", families: "Families" },
  neededBy: "Date needed by",
  applicants: "Applicants of yours this covers (optional)",
  applicantsHint: "Approved applicants only. Each becomes delivered once the devices are collected.",
  noApplicants: "None of your applicants is approved and waiting, so there is nobody to name.",
  submit: "Send the request",
  errors: {
    programmeKind: "Choose the kind of programme.",
    programmeName: "Give the programme's name, in at most 120 characters.",
    county: "Give the county, in at most 60 characters.",
    count: "Give a whole number from 0 to 500.",
    none: "Ask for at least one device.",
    served: "Give how many people or families, as a whole number.",
    servedKind: "Choose people or families.",
    neededBy: "Give the date as a date, for example 2027-05-31.",
    past: "The date cannot be in the past.",
    applicants: "One of the applicants named is not one of yours. Please choose again.",
    form: "The form could not be read. Please load the page again and try once more.",
    summary: "Please correct what is marked below.",
  },
};

export const detail = {
  title: (name: string) => `Request: ${name}`,
  sent: "Thank you. Your request has arrived, and we have emailed you and your organization's contact.",
  asked: "Asked for",
  servedLabel: "For",
  askedBy: "Asked by",
  countyLabel: "County",
  covers: "Applicants it covers",
  coversNone: "None named",
  collection: "Collection",
  collectionWhen: (day: string, window: string) => `${day}, ${window}`,
  set: "Devices set aside",
  device: (model: string | null, id: string) =>
    `${model ?? "A device whose model is not recorded"}, inventory id ${id}`,
  sheet: "The handover sheet (PDF)",
  sign: {
    heading: "Sign for the devices",
    intro: "At the collection, the caseworker who collects types their name to sign for every device listed.",
    name: "Your full name",
    submit: "Sign for the devices",
    empty: "Type your full name to sign, in at most 100 characters.",
    notReady: "These devices are not ready to collect now; the page shows the request as it is.",
  },
  signed: (name: string, day: string) => `Collected and signed for by ${name} on ${day}.`,
  collected: (delivered: number) =>
    `Thank you. The devices are your organization's now${delivered ? `, and ${delivered === 1 ? "the applicant it covers was" : `the ${delivered} applicants it covers were`} told` : ""}.`,
};

export const windows = { morning: "morning (9 AM to 12 PM)", afternoon: "afternoon (12 PM to 5 PM)" };

export const emails = {
  received: {
    subject: (name: string) => `We received your request for devices: ${name}`,
    greeting: "Hello,",
    body: (partner: string, name: string, devices: string, neededBy: string) =>
      `${partner} asked for ${devices} for the programme "${name}", needed by ${neededBy}.`,
    askedBy: (email: string) => `The request was made by ${email}.`,
    next: "We will write again when the devices are ready to collect.",
    link: (url: string) => `See the request in the partner portal: ${url}`,
  },
  collection: {
    subject: (name: string) => `Your devices are ready to collect: ${name}`,
    body: (devices: number, name: string, when: string) =>
      `The ${devices} ${devices === 1 ? "device" : "devices"} for "${name}" are ready to collect on ${when}. The invitation for your calendar is attached.`,
    address: (address: string) => `Collect them at ${address}.`,
    sign: "The caseworker who collects signs for them with their name.",
    link: (url: string) => `See the request and its handover sheet: ${url}`,
  },
};

export const sheet = {
  title: "Handover sheet",
  partner: "Partner",
  programme: "Programme",
  collection: "Collection",
  devices: "Devices handed over",
  model: "Model",
  itemId: "Inventory id",
  unknownModel: "Model not recorded",
  signedBy: "Signed for by",
  signedOn: "Signed on",
  notSigned: "Not signed yet: the caseworker who collects signs in the partner portal.",
};

export const announcements = {
  heading: "News from us",
  more: "Read more",
  until: (day: string) => `(until ${day})`,
};

export const csv = {
  columns: ["Programme", "Kind", "County", "Collected on", "Laptops", "Desktops", "Tablets", "Devices"],
};

export const csvTotal = "Total for the county";

export const csvFileName = "devices-by-programme.csv";
