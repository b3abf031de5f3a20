/**
 * The words of giving devices on this site, in English (the Spanish twin is `../es/words.ts`): the
 * steps of `/donate/start`, the sentence for each answer that cannot be used, the confirmation, the drop-off pass
 * and the email. Dates come in already formatted for the language.
 */

/** An office whose street address or hours are not published yet (`offices.ts`): what to do instead. */
const officeToAsk =
  "Its street address and drop-off hours are not published here yet: write to us before you come and we will send them.";
export const steps = {
  devices: "What are you giving?",
  about: "Who you are",
  delivery: "How it reaches us",
  check: "Check and send",
};

export const pages = {
  title: "Donate computers",
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  continue: "Continue",
  back: "Back",
  errorSummary: "Some answers need a change:",
  optional: "(optional)",
  yes: "Yes",
  no: "No",
  leadIn:
    "A few short steps. Your answers are kept on our server as you go, so Back and reloading lose nothing. 10 or more devices are picked up for free; fewer are dropped off.",
};

export const devices = {
  intro: "How many of each? Whole numbers; leave a field empty for none. At least one device in all.",
  laptops: "Laptops",
  desktops: "Desktop computers",
  monitors: "Monitors",
  phonesTablets: "Phones and tablets",
  printers: "Printers",
  other: "Other electronics",
};

export const about = {
  company: "Company",
  companyHint: "Only if you give for a company.",
  name: "Your name",
  email: "Email",
  emailHint: "We send your donation's reference and news about it here.",
  phone: "Phone",
  phoneHint: "So the driver can reach you on the day.",
};

export const delivery = {
  pickupTitle: "Free pickup",
  pickupIntro: (count: string) =>
    `You are giving ${count} devices, so we pick them up for free in New Jersey, New York City and Massachusetts. Tell us where and when suits you.`,
  street: "Street address",
  city: "City",
  state: "State",
  stateHint: "Two letters, such as NJ.",
  zip: "ZIP code",
  notes: "Floor and access notes",
  notesHint: "Floor, loading dock, elevator, parking, who to ask for. Up to 500 characters.",
  datesTitle: "Preferred dates",
  datesIntro: (earliest: string) =>
    `Give two or three dates that suit you, each with a morning or afternoon window. We pick up on business days, from ${earliest} on; never on weekends or holidays. We confirm one date by email.`,
  date: (n: number) => (n === 3 ? "Third date (optional)" : n === 2 ? "Second date" : "First date"),
  window: (n: number) => `Window for date ${n}`,
  windows: { morning: "Morning (9 a.m. to noon)", afternoon: "Afternoon (noon to 5 p.m.)" },
  dropOffInstead: "Drop them off instead",
  dropOffTitle: "Drop-off",
  dropOffIntro: (count: string) =>
    `You are giving ${count} ${count === "1" ? "device" : "devices"}: fewer than 10 are dropped off. After you send this, you get a drop-off pass with your reference and a QR code.`,
  dropOffChosen: "You chose to drop your devices off.",
  courierTitle: "Laptops, phones and tablets",
  courierText:
    "Box them and take them to one of over 10,000 courier and pharmacy locations nationwide, free. Show or stick on your drop-off pass.",
  courierLink: "How courier and pharmacy drop-off works",
  officeTitle: "Desktops, monitors, printers and other electronics",
  officeText: "Bring them to one of our offices, with your drop-off pass. Which office?",
  office: "Office",
  officeHours: "Hours",
  officeAddress: "Address",
  /** An office whose street address or hours are not published yet: what to do instead. */
  officeToAsk,
  pickupInstead: "Ask for a pickup instead",
};

export const check = {
  devices: "Devices",
  about: "Who you are",
  delivery: "How it reaches us",
  change: "Change",
  changeWhat: (what: string) => `Change ${what}`,
  pickup: "Free pickup",
  dropOff: "Drop-off",
  certificate: "I need a certificate of data destruction",
  certificateHint: "A certificate that every drive was erased or destroyed to NIST SP 800-88.",
  receipt: "I need a receipt for my taxes",
  receiptHint: "A receipt for your tax-deductible gift.",
  send: "Send my donation",
  notes: "Notes",
  dates: "Preferred dates",
  office: "Office",
  company: "Company",
  name: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
};

export const errors = {
  count: "Type a whole number from 0 to 10,000.",
  countTotal: "Give at least one device.",
  company: "Type the company's name in up to 160 characters, or leave it empty.",
  name: "Enter your name.",
  nameCharacters:
    "A name needs letters a reader can see: invisible characters and marks that turn the text around cannot be used.",
  email: "Enter an email address such as name@example.com.",
  phone: "Enter a phone number with its area code, such as 201-555-0123.",
  street: "Enter the street address where we pick up.",
  city: "Enter the city.",
  state: "Enter the state's two letters, such as NJ.",
  zip: "Enter the 5 digits of the ZIP code, such as 07030.",
  notes: "Keep the notes to 500 characters of plain text.",
  dateMissing: "Give a date, such as 2027-03-15.",
  date: "Give a real date, such as 2027-03-15.",
  past: "This date has passed. Choose a business day from the earliest date shown above.",
  weekend: "This date is on a weekend. We pick up Monday to Friday.",
  holiday: "This date is a holiday. Choose another business day.",
  tooSoon: "This date is too soon: we need at least two business days to plan a pickup.",
  tooFar: "This date is more than 90 days ahead. Choose one sooner; you can move it later.",
  sameDate: "This date is already given above. Choose a different one.",
  window: "Choose morning or afternoon.",
  office: "Choose the office you will bring them to.",
  pickupTooFew: "Pickups are for 10 or more devices. Drop fewer devices off instead.",
  certificate: "Choose Yes or No.",
  receipt: "Choose Yes or No.",
  outsideRegion: (zip: string) =>
    `We pick up only in New Jersey, New York City and Massachusetts, and ZIP code ${zip} is not in them. You can drop your devices off instead: laptops, phones and tablets at a courier or pharmacy location anywhere in the country.`,
  tooMany: "Too many tries from here in a short time. Please wait a few minutes and try again.",
  incomplete: "Some steps are not finished yet.",
};

export const sent = {
  title: "Thank you! We have your donation",
  reference: (reference: string) => `Reference: ${reference}`,
  next: "What happens next",
  pickupSteps: [
    "We email you to confirm one of your dates and its window.",
    "Our driver collects the devices. Have them ready where your notes say.",
    "We erase every drive to NIST SP 800-88, refurbish what can be reused and recycle the rest.",
    "Your certificate and receipt, if you asked for them, are in the portal when they are ready.",
  ],
  dropOffSteps: [
    "Print your drop-off pass, or keep it on your phone, and put its reference on the box.",
    "Drop the devices off where the pass says.",
    "We erase every drive to NIST SP 800-88, refurbish what can be reused and recycle the rest.",
    "Your certificate and receipt, if you asked for them, are in the portal when they are ready.",
  ],
  pass: "Open your drop-off pass",
  emailed: (email: string) =>
    `We also sent this in an email to ${email}, with a link that opens the donation, and its drop-off pass if it has one, in any browser.`,
  signIn: "Sign in to the portal to follow your donation",
};

export const pass = {
  title: "Drop-off pass",
  reference: (reference: string) => `Reference: ${reference}`,
  qrAlt: (reference: string) => `QR code of the reference ${reference}`,
  intro: "Show this pass where you drop off, and write the reference on each box.",
  devices: "Devices",
  where: "Where",
  courier: "Laptops, phones and tablets: any courier or pharmacy drop-off location.",
  office: (office: string, address: string | null, hours: string | null) =>
    `${office}${address ? `: ${address}` : ""}.${hours ? ` Hours: ${hours}.` : ""}${address && hours ? "" : ` ${officeToAsk}`}`,
  print: "Print this page, or download the pass as a PDF.",
  pdf: "Download the pass (PDF)",
  notFound: "There is no drop-off pass here.",
  /** Under the 404 of a pass: an emailed link closes once the devices are received, and a mistyped one opens nothing. */
  notFoundHelp:
    "The link may be incomplete, or we have received your devices and the pass is no longer needed. To see your donation, sign in to the portal with your email address.",
  signIn: "Sign in to the portal",
};

/** The page of the emailed link that confirms a donation given while signed out (decision 085). */
export const confirm = {
  title: "Is this donation yours?",
  text: (reference: string) =>
    `Donation ${reference} was given under your email address. If it is yours, continue: it joins your portal and you are signed in to see it, with its drop-off pass if it has one.`,
  continue: "Yes, it is mine: continue",
  spent:
    "This link can no longer be used: it works once, and for a limited time. If you used it already, sign in to the portal with your email address to see the donation. If not, write to us with its reference and we add it to your portal.",
  signIn: "Sign in to the portal",
};

export const deviceLine = (count: string, label: string) => `${label}: ${count}`;

/** A donation's states as a donor and staff read them (the keys are the states kept, decision 082). */
export const states = {
  Requested: "Requested",
  "Pickup scheduled": "Pickup scheduled",
  "Picked up": "Picked up",
  "Dropped off": "Dropped off",
  Received: "Received",
  Processed: "Processed",
  "Certificates ready": "Certificates ready",
  Cancelled: "Cancelled",
};

/** A device type's name in a sentence, one and several. */
export const countNames = {
  laptops: ["laptop", "laptops"],
  desktops: ["desktop computer", "desktop computers"],
  monitors: ["monitor", "monitors"],
  phonesTablets: ["phone or tablet", "phones and tablets"],
  printers: ["printer", "printers"],
  other: ["other device", "other devices"],
} as const;

/** What staff counted on arrival compared with what was declared, in words. */
export const difference = {
  same: "We received exactly what you declared.",
  fewer: (count: number, name: string) => `${count} ${name} fewer than declared`,
  more: (count: number, name: string) => `${count} ${name} more than declared`,
  list: (items: string[]) => `${items.join("; ")}.`,
};

/** The emails of a donation's timeline (decision 082), one per state, the pickup's moves and its reminder. */
export const timelineEmails = {
  subject: (reference: string, what: string) => `Your donation ${reference}: ${what}`,
  greeting: (name: string) => `Hello ${name},`,
  track: "Follow your donation in the portal:",
  trackLabel: "Open the portal",
  thanks: "Thank you for helping people get connected.",
  noAddress: "no address recorded",
  scheduled: {
    what: "pickup booked",
    body: (date: string, window: string, address: string) =>
      `We will pick up your devices on ${date}, in the ${window}, at ${address}. A calendar invitation is attached.`,
    change: "You can move or cancel the pickup from the portal until two days before it.",
  },
  moved: {
    what: "pickup moved",
    body: (date: string, window: string) =>
      `Your pickup has moved to ${date}, in the ${window}. The attached invitation replaces the one before.`,
  },
  preferred: {
    what: "new preferred date",
    body: (date: string, window: string) =>
      `We have your new preferred date: ${date}, in the ${window}. We email you again when the pickup is booked.`,
  },
  reminder: {
    what: "pickup tomorrow",
    body: (date: string, window: string, address: string) =>
      `A reminder: we pick up your devices on ${date}, in the ${window}, at ${address}. Please have them ready.`,
  },
  pickedUp: { what: "picked up", body: (date: string) => `Our driver picked up your devices on ${date}.` },
  droppedOff: { what: "dropped off", body: (date: string) => `Your devices were dropped off on ${date}.` },
  received: {
    what: "received",
    body: (date: string) => `Your devices reached our workshop on ${date}. We counted:`,
  },
  processed: {
    what: "processed",
    body: "Every device of your donation has been erased to NIST SP 800-88, destroyed or recycled.",
  },
  certificatesReady: {
    what: "certificates ready",
    body: "Your donation's documents are ready: sign in to the portal to download its certificate of data destruction and your receipt.",
  },
  cancelled: {
    what: "pickup cancelled",
    body: "Your pickup is cancelled, as you asked. Nothing more will happen with this donation. To give devices another time, start a new donation on our site.",
  },
};

/** The donor's page to move or cancel a pickup from the portal (`/portal/donations/<id>/pickup`). */
export const pickupChange = {
  title: "Move or cancel your pickup",
  reference: (reference: string) => `Reference: ${reference}`,
  booked: (day: string, window: string) => `Your pickup is booked for ${day}, in the ${window}.`,
  notBooked: "Your pickup is not booked yet. The dates you gave:",
  rule: (earliest: string) =>
    `Choose a business day from ${earliest} on, never a weekend or a holiday. You can change the pickup here until two days before it.`,
  moveTitle: "Move it",
  moveHint: "We come on the new day; the email we send has a new calendar invitation.",
  preferHint: "This date takes the place of the dates you gave; we email you when the pickup is booked.",
  date: "New date",
  window: "Window",
  move: "Move the pickup",
  prefer: "Give this date",
  cancelTitle: "Cancel it",
  cancelHint: "Cancelling ends this donation. To give later, start a new donation.",
  confirmCancel: "Yes, cancel this pickup",
  confirmCancelMissing: "Tick the box to confirm you want to cancel the pickup.",
  cancel: "Cancel the pickup",
  moved: (day: string, window: string) => `Done: your pickup is now on ${day}, in the ${window}. We emailed you.`,
  preferred: (day: string, window: string) =>
    `Done: your preferred date is now ${day}, in the ${window}. We emailed you.`,
  cancelled: "Done: your pickup is cancelled. We emailed you.",
  same: "The pickup is already booked for that day and window.",
  tooLate:
    "This pickup can no longer be changed here: it is tomorrow or has already happened, or it was cancelled. If you need to change it, please contact us.",
  contact: "Contact us",
  back: "Back to your donation",
};

/** On a donation's page in the portal, while the donor may still move or cancel its pickup (issue 28). */
export const portal = {
  changePickup: "Move or cancel this pickup",
};

export const emails = {
  sent: {
    subject: (reference: string) => `Your donation, reference ${reference}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (reference: string) => `Thank you for giving your devices. Your donation's reference is ${reference}.`,
    pickupNext: "Next, we email you to confirm one of the dates you gave for the pickup, and its window.",
    dropOffNext:
      "Next, drop your devices off with the reference on the box, and show your drop-off pass with its QR code there: it opens from the link below, in any browser.",
    /** Given while signed out (decision 085): the single-use link that confirms the address and opens the donation. */
    confirm: (days: number) =>
      `This donation was given under this email address. Confirm that it is yours with the link below (it works once, for ${days} days): the donation then joins your portal, and the link opens its page, with its drop-off pass if it has one.`,
    confirmLabel: "Confirm and open my donation",
    notYours: "If you did not give it, ignore this email: nothing changes in your portal.",
    /** Given by the signed-in owner of the address: its page in the portal. */
    track: "Follow your donation, and open its drop-off pass if it has one, on its page in the portal:",
    trackLabel: "Open my donation",
    /** A drop-off's own link to its pass: opened as often as needed, in any browser, until the devices are received. */
    passLink:
      "Your drop-off pass opens from this link as often as you need, in any browser, until we receive your devices:",
    passLabel: "Open my drop-off pass",
    thanks: "Thank you for helping people get connected.",
  },
};
