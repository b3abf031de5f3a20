/** A money donor's pages and emails, in English (Spanish: `../es/gifts.ts`). Issue 47, decision 115. */
import { org } from "~/config/org";

export const giving = {
  heading: "Make a donation",
  intro: "Your gift puts refurbished computers, internet and digital skills within reach of people who need them.",
  amount: "How much would you like to give?",
  other: "Another amount",
  otherAmount: "Another amount, in dollars",
  otherHint: "From $5 to $25,000.",
  frequency: "How often?",
  once: "Once",
  monthly: "Every month",
  name: "Your name",
  nameHint: "As your receipt should show it.",
  email: "Email",
  emailHint: "Your receipt goes to this address.",
  phone: "Mobile number (optional)",
  phoneHint: "A US number, if you would like to sign in to your portal with it.",
  coverFeeFor: (fee: string, amount: string) => `Add ${fee} so all of your ${amount} reaches the mission`,
  coverFee: "Add the card fee so all of your gift reaches the mission",
  feeHint: (examples: string, rate: string) => `The card fee is ${rate} of each payment: ${examples}.`,
  feeExample: (fee: string, amount: string) => `${fee} on ${amount}`,
  feeRate: (percent: string, cents: string) => `${percent}% plus ${cents}`,
  tribute: "Give in honour or in memory of someone (optional)",
  tributeNone: "No",
  tributeHonour: "In honour of",
  tributeMemory: "In memory of",
  tributeName: "Their name",
  noticeEmail: "Tell someone of your gift by email (optional)",
  noticeEmailHint: "We write to them that you gave in this name, never how much.",
  noticeOn: "Day to send it",
  noticeOnHint: "Today sends it at once.",
  employer: "Your employer (optional)",
  employerHint: "Many employers match their staff's gifts; your receipt is what they ask for.",
  listed: "You may show my name on public lists of our supporters",
  continue: "Continue to payment",
  secure: "You pay on Stripe's secure page: your card details never reach this site.",
  left: "You left the payment page before paying: nothing was charged. Your answers are below.",
  errors: {
    amount: "Choose an amount, or type one from $5 to $25,000.",
    frequency: "Choose once or every month.",
    name: "Type your name.",
    email: "Type an email address for your receipt, such as name@example.com.",
    phone: "Type a US mobile number with its area code, or leave it empty.",
    tributeName: "Type the name of the person your gift honours or remembers.",
    noticeEmail: "Type the email address the notice goes to, such as name@example.com.",
    noticeOn: "Choose a day from today to a year from now.",
    employer: "Type your employer's name in up to 120 characters.",
  },
  problems: {
    stale: "This page was open too long. Check your answers and press Continue again.",
    limited: "Too many tries from your connection. Please wait a few minutes and try again.",
    provider: "The payment page could not be opened just now: nothing was charged. Please try again in a moment.",
  },
  errorTitle: "Some answers need a change",
};

export const offline = {
  heading: "Give by check or bank transfer",
  intro: "Giving by card is not available on this site just now. You can give by check or by bank transfer.",
  check: (payableTo: string) => `Make your check payable to ${payableTo} and mail it to:`,
  noAddress: (email: string) => `Write to ${email} for the address to mail your check to.`,
  transfer: (email: string) => `For a bank transfer, write to ${email}: we reply with the account details.`,
};

export const thanks = {
  title: "Thank you",
  paidOnce: (name: string, amount: string) => `Thank you, ${name}. Your gift of ${amount} is received.`,
  paidMonthly: (name: string, amount: string) =>
    `Thank you, ${name}. Your monthly gift of ${amount} has started; the first month is paid.`,
  receipt: (email: string) => `Your receipt is on its way to ${email}.`,
  monthlyNext:
    "Each month's receipt comes by email, with a link to change the amount, pause or cancel: no account needed.",
  tributeNow: (name: string) => `We are emailing a notice of your gift in ${name}'s name now, without the amount.`,
  tributeLater: (name: string, day: string) =>
    `We will email a notice of your gift in ${name}'s name on ${day}, without the amount.`,
  employer: (employer: string) =>
    `If ${employer} matches gifts, send them your receipt: matching doubles what reaches the mission.`,
  portal: "You can see your gifts and receipts in the portal: sign in with this email address.",
  signIn: "Sign in to the portal",
  notPaid: "The payment did not go through, so nothing was charged and no gift was made.",
  tryAgain: "Try again",
  unknown: "We cannot find this payment. If you were charged, your receipt will reach you by email.",
};

export const receipt = {
  title: "Donation receipt",
  corrected: "Corrected donation receipt",
  number: "Receipt number",
  date: "Date of the gift",
  donor: "Donor",
  amount: "Amount",
  frequency: "Gift",
  once: "One-time gift",
  monthly: "Monthly gift",
  paidBy: "Paid by",
  card: (brand: string, last4: string) => `${brand} card ending in ${last4}`,
  notRecorded: "Card",
  legalName: "Organisation",
  ein: "EIN",
  address: "Address",
  exemption: (legalName: string, section: string) =>
    `${legalName} is exempt from federal income tax under section ${section} of the Internal Revenue Code.`,
  noGoods: "No goods or services were provided in exchange for this contribution.",
  goods: (value: string, description: string, deductible: string) =>
    `In exchange for this contribution, goods or services worth an estimated ${value} were provided (${description}); the amount you may deduct is ${deductible}.`,
  replaces: (number: string) => `This receipt corrects and replaces receipt ${number}.`,
  voided: (number: string | null) =>
    number ? `This receipt is void: receipt ${number} replaces it.` : "This receipt is void.",
  refunded: (amount: string) => `${amount} of this gift was refunded.`,
  keep: "Keep this receipt for your tax records.",
  verify: "Check this receipt at",
};

export const emails = {
  receiptSubject: (amount: string) => `Your receipt for your gift of ${amount}`,
  correctedSubject: "Your corrected donation receipt",
  greeting: (name: string) => `Dear ${name},`,
  thanksOnce: (amount: string, day: string) => `Thank you for your gift of ${amount} on ${day}.`,
  thanksMonthly: (amount: string, day: string) => `Thank you for this month's gift of ${amount}, paid on ${day}.`,
  correctedIntro: "Your gift changed, so your receipt is corrected. The corrected receipt replaces the earlier one.",
  receiptLink: "Your receipt (PDF):",
  manageLink: "Change the amount, pause or cancel your monthly gift (no sign-in needed):",
  portal: "Your gifts and receipts are also in your portal:",
  signOff: `With thanks,\n${org.name}`,
  changedSubject: "Your monthly gift has changed",
  amountChanged: (amount: string) => `Your monthly gift is now ${amount}, from your next payment on.`,
  paused: (day: string) => `Your monthly gift is paused until ${day}. Nothing is charged until then.`,
  resumed: "Your monthly gift has resumed. Thank you for giving again.",
  cancelled: "Your monthly gift is cancelled. Nothing more will be charged. Thank you for all you gave.",
  failedSubject: "Your monthly gift's payment did not go through",
  failed: (amount: string) =>
    `This month's payment of ${amount} for your monthly gift did not go through. Nothing was charged.`,
  updateCard: "Update your card on our payment provider's secure page:",
  tributeSubject: (donor: string) => `${donor} made a gift in your name`,
  tributeHonour: (donor: string, name: string) =>
    `${donor} made a gift to ${org.name} in honour of ${name}. It puts refurbished computers, internet and digital skills within reach of people who need them.`,
  tributeMemory: (donor: string, name: string) =>
    `${donor} made a gift to ${org.name} in memory of ${name}. It puts refurbished computers, internet and digital skills within reach of people who need them.`,
};

export const manage = {
  title: "Your monthly gift",
  notFound: "This link does not lead to a monthly gift. Use the link in your latest receipt email.",
  state: {
    active: (amount: string) => `Your monthly gift of ${amount} is active.`,
    paused: (amount: string, day: string) => `Your monthly gift of ${amount} is paused until ${day}.`,
    past_due: (amount: string) => `Your monthly gift of ${amount} is waiting for a card that works.`,
    cancelled: "Your monthly gift is cancelled.",
  },
  changeAmount: "Change the amount",
  newAmount: "New monthly amount, in dollars",
  newAmountHint: "From $5 to $25,000; the card fee you chose to cover is worked out again.",
  saveAmount: "Change the amount",
  pause: "Pause",
  pauseFor: "Pause for",
  months: (count: number) => (count === 1 ? "1 month" : `${count} months`),
  pauseButton: "Pause my gift",
  resume: "Resume my gift now",
  cancel: "Cancel my monthly gift",
  cancelHint: "Nothing more will be charged. You can start a new gift whenever you like.",
  updateCard: "Update my card",
  done: {
    amount: (amount: string) => `Done: your monthly gift is now ${amount}. We have emailed you to confirm.`,
    paused: (day: string) => `Done: your gift is paused until ${day}. We have emailed you to confirm.`,
    resumed: "Done: your gift has resumed. We have emailed you to confirm.",
    cancelled: "Done: your monthly gift is cancelled. We have emailed you to confirm.",
  },
  errors: {
    amount: "Type an amount from $5 to $25,000.",
    months: "Choose 1, 3 or 6 months.",
    state: "This cannot be done to your gift as it stands now.",
    provider: "Our payment provider could not be reached, so nothing changed. Please try again in a moment.",
    stale: "This page was open too long. Please try again.",
  },
};

export const portal = {
  heading: "Your gifts of money",
  none: "No gifts of money yet.",
  date: "Date",
  gift: "Gift",
  amount: "Amount",
  receipt: "Receipt",
  once: "One-time",
  monthly: "Monthly",
  receiptPdf: (number: string) => `Receipt ${number} (PDF)`,
  voided: "void",
  manage: "Manage your monthly gift",
};
