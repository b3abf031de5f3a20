/** A Shield subscriber's pages and emails, in English (Spanish: `../es/account.ts`). Issue 37, decision 088. */

export const meta = {
  site: "Shield account",
  noindex: "noindex, nofollow",
};

export const signIn = {
  title: "Your Shield subscription",
  intro:
    "Sign in with the email address you subscribed with. We email you a link that signs you in; it works once, for 15 minutes.",
  email: "Email",
  send: "Email me a sign-in link",
  sent: "If this address has a Shield subscription, we have sent it a sign-in link. It works once, for 15 minutes.",
  signedOut: "You are signed out.",
};

export const linkPage = {
  title: "Shield account sign-in",
  continueIntro: "Press Continue to open your Shield account.",
  continue: "Continue",
  failed: "This sign-in link has expired or was already used. Ask for a new one.",
  askAgain: "Ask for a new sign-in link",
  sessionFailed: "You could not be signed in just now. Please try again in a moment.",
};

export const frame = {
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: "Sign out",
  back: "All your subscriptions",
};

export const list = {
  title: "Your Shield subscriptions",
  none: "This address has no subscription any more.",
  open: "See this subscription",
};

export const plans = {
  monthly: "monthly",
  prepaid: "prepaid",
  devices: {
    "SIM only": "SIM card",
    "T10 hotspot": "T10 hotspot with SIM card",
    "5G router": "5G home router with SIM card",
  },
  plan: (device: string, billing: string) => `Shield internet, ${device}, ${billing}`,
  unknownDevice: "Shield internet",
};

export const statuses = {
  live: "Active",
  endsOn: (day: string) => `Ends on ${day}`,
  endsOnNotRecorded: "Ends at the end of its term (the day is not recorded)",
  cancelled: "Cancelled",
  unpaid: "Payment due",
  future: "Starts soon",
  expired: "Ended",
};

export const shipping = {
  awaiting: "Awaiting shipping",
  shipped: (day: string) => `Shipped on ${day}`,
  shippedNoDay: "Shipped (the day is not recorded)",
  withTracking: "Tracking",
  lineActive: "Your line is active.",
  lineNotYetActive: "Your line will be activated shortly after it arrives.",
};

export const details = {
  title: (plan: string) => plan,
  status: "Status",
  amount: "Amount",
  nextBilling: "Next billing date",
  endDate: "End date",
  device: "Device",
  sims: "SIM cards",
  sim: (lastFour: string) => `SIM ending in ${lastFour}`,
  noSims: "Not shipped yet",
  shippingAddress: "Shipping address",
  shipment: "Shipment",
  notKnown: "Not known",
  notRecorded: "Not recorded",
};

export const cancel = {
  heading: "Cancel at the end of the term",
  intro: (day: string) => `Your service continues until ${day}; it will not renew after that.`,
  introNoDay: "Your service continues until the end of the term you paid for; it will not renew after that.",
  reasonLegend: "Why are you cancelling?",
  reasons: {
    moving: "I am moving",
    price: "The price",
    coverage: "Coverage where I am",
    not_needed: "I no longer need it",
    other: "Another reason",
  },
  otherLabel: "Tell us more (needed for another reason)",
  confirm: "I understand my service ends at the end of the term.",
  submit: "Cancel at term end",
  requested: (day: string, email: string) =>
    `You asked to cancel. Your service continues until ${day} and then ends; we emailed this to ${email}.`,
  requestedNoDay: (email: string) =>
    `You asked to cancel. Your service continues until the end of the term you paid for and then ends; we emailed this to ${email}.`,
  reactivateHeading: "Changed your mind?",
  reactivateIntro: "Keep your subscription: it renews as before.",
  reactivate: "Keep my subscription",
  reactivated: (email: string) => `Your subscription continues and renews as before; we emailed this to ${email}.`,
  /** Kept when it was not being cancelled: nothing changed, so nothing was emailed. */
  notCancelling: "Your subscription was not being cancelled: it continues and renews as before.",
  errors: {
    reason: "Choose why you are cancelling.",
    other: "Tell us the reason in a few words.",
    characters:
      "Your words held a control character or a mark that turns the text around, which cannot be kept. They were taken out below: check your words and send again.",
    confirm: "Tick the box to confirm that your service ends at the end of the term.",
    notNow: "This subscription cannot be cancelled or kept from this page now. Contact us for help.",
    tooMany: "Too many requests. Please try again in a few minutes.",
  },
};

export const billing = {
  heading: "Card and invoices",
  updateCard: "Update your card",
  invoices: "Your invoices",
  invoice: (number: string, day: string) => `Invoice ${number}, ${day} (PDF)`,
  noInvoices: "No invoices yet.",
  contact: (email: string) => `To update your card or get a copy of an invoice, write to us at ${email}.`,
};

export const referral = {
  heading: "Refer a friend",
  intro: "Share your link: a friend who subscribes through it gets the referral discount.",
  codeLabel: "Your referral code",
  linkLabel: "Your link",
};

export const email = {
  signIn: {
    subject: "Your sign-in link to your Shield account",
    greeting: "Hello,",
    useLink: "Use this link to open your Shield account. It works once and expires in 15 minutes:",
    open: "Open your Shield account",
    ignore: "If you did not ask to sign in, you can ignore this email.",
  },
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  signature: "The Shield team",
  cancelled: {
    subject: "Your Shield subscription will end at the end of the term",
    body: (day: string | null) =>
      day
        ? `We have your request to cancel. Your service continues until ${day} and then ends. You can keep your subscription until then from your account:`
        : "We have your request to cancel. Your service continues until the end of the term you paid for and then ends. You can keep your subscription until then from your account:",
  },
  reactivated: {
    subject: "Your Shield subscription continues",
    body: "You chose to keep your subscription: it renews as before. Your account:",
  },
  shipped: {
    subject: "Your Shield order has shipped",
    body: (tracking: string) => `Your order is on its way. Its tracking number is ${tracking}.`,
    track: "Follow it here:",
  },
  active: {
    subject: "Your Shield line is active",
    body: "Your SIM card's line is now active with the carrier: put the card in your device and connect.",
  },
  renewal: {
    subject: "Your prepaid Shield term ends soon",
    body: (day: string) =>
      `Your prepaid Shield term ends on ${day}. To keep your internet, renew before then from the Shield page:`,
  },
  account: "Your Shield account:",
};
