/**
 * The year-end statement's words (the PDF and its January email) and the tribute notice's, in English; the Spanish
 * twin is `../es/statementWords.ts`. Which words a statement uses is decided in `app/gifts/statement.ts`.
 */
import { org } from "~/config/org";

export const statement = {
  title: (year: number) => `Year-End Giving Statement ${year}`,
  fileName: (year: number) => `giving_statement_${year}.pdf`,
  intro: (year: number) => `Every gift you made to ${org.legalName} in ${year}, as our records hold it.`,
  donor: "Donor",
  name: "Name",
  email: "Email",
  mobile: "Mobile",
  money: "Gifts of money",
  /** A gift's line: its amount, whether it was monthly, its receipt's number. */
  gift: (amount: string, monthly: boolean, receipt: string | null) =>
    `${amount}${monthly ? ", monthly gift" : ""}${receipt ? ` (receipt ${receipt})` : ""}`,
  refundedGift: (paid: string, refunded: string, kept: string, monthly: boolean, receipt: string | null) =>
    `${kept}: ${paid} given, ${refunded} refunded${monthly ? ", monthly gift" : ""}${receipt ? ` (receipt ${receipt})` : ""}`,
  total: "Total of gifts of money",
  noMoney: "No gift of money in this year.",
  devices: "Donated devices",
  /** A day's devices of one kind: "Laptop: 3". */
  deviceLine: (type: string, count: string) => `${type}: ${count}`,
  typeNotRecorded: "computer, type not recorded",
  noDevices: "No device donation received in this year.",
  /** The one sentence the IRS asks of goods: their value is the donor's to state, never the organisation's. */
  noDeviceValue:
    "The IRS leaves the value of donated property to the donor, so this statement states no value for the devices.",
  noGoods: "No goods or services were provided in exchange for these gifts.",
  thanks: "Thank you for your generosity.",
  /** The portal's list of statements. */
  portalHeading: "Year-end statements",
  portalLink: (year: number) => `Giving statement ${year} (PDF)`,
};

export const statementEmail = {
  subject: (year: number) => `Your ${year} giving statement from ${org.name}`,
  greeting: (name: string) => `Dear ${name},`,
  body: (year: number) => `Thank you for giving to ${org.name} in ${year}. Here is every gift our records hold:`,
  attached: "Your statement is attached to this email as a PDF, to keep with your tax records.",
  download: "You can also download it at any time from your portal (sign in with this email address):",
  downloadLabel: "Your portal",
};

/** January's text to a device donor who gave only a mobile number: the link downloads the PDF without signing in. */
export const statementText = (org: string, year: number, link: string) =>
  `${org}: your ${year} giving statement for your taxes. Download it without signing in: ${link}`;
