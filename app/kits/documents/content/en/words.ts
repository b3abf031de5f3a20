/**
 * Every word of the donor's documents (certificates, the donation receipt, the verification page) and of their
 * answers of the download routes, in one record, so a translation is a second record of the same shape
 * (`../es/words.ts`, typed `DocumentWords`). The rules that choose between these words are in
 * `donorDocuments.ts`; the donor page's own words are in `donorPageWords.ts`.
 */
import { org } from "~/config/org";
import type { Localized } from "~/i18n";

/** The prefix every number the site prints starts with; each kind adds its letter. */
const P = org.documents.certificatePrefix;

const standard = org.documents.dataDestructionStandard;

export const documentWords = {
  notRecorded: "not recorded",
  /** The closing section of every certificate and receipt: when it was issued, and who signs for the organisation. */
  signature: {
    heading: "Issued and signed",
    /** The heading when no signer is set (SIGNER_NAME): the document is dated, not signed. */
    headingUnsigned: "Issued",
    issuedOn: "Date of issue",
    signedBy: "Signed for the organisation by",
  },
  noSuchDocument: "There is no such document for your record.",
  documentBusy: "Your document could not be made just now. Please try again in a minute.",
  /** Why the download guard refused a download. */
  download: {
    crossSite:
      "This file can only be downloaded from this site's own pages. Please open the portal and use its Download button.",
    tooMany: (count: number) =>
      `You are already downloading ${count} files. Please wait for one to finish, then try again.`,
    ownAddressOnly:
      "This file can only be downloaded from its own address. Please open the portal and use its Download button.",
    /** The whole donation's certificate while the server is already making as many as it can at once. */
    serverBusy: "Many certificates are being made just now. Please try again in a minute.",
  },
  links: {
    allCertificates: "All certificates",
    receipt: "Donation receipt",
    assetReport: "Asset report",
  },
  /** The impact and documents sections of the donor page. */
  page: {
    documents: "Your documents",
    impact: "Your impact",
    givenToPeople: "Given to people",
    recycled: "Recycled",
    certificatesReady: "Certificates ready",
    keptFromLandfill: "Pounds kept out of landfill",
    landfillDefinition:
      "Pounds kept out of landfill is the recorded weight of your computers that were given to people or recycled; computers without a recorded weight are not counted.",
    otherYears: "Receipts for other years:",
    undated: (count: string) =>
      `${count} of your computers have no date received recorded, so they are on no receipt yet.`,
  },
  certificate: {
    title: "Certificate of Data Destruction",
    number: "Certificate number",
    issuedBy: "Issued by",
    organisation: "Organisation",
    address: "Address",
    contact: "Contact",
    donor: "Donor",
    company: "Company",
    contactPerson: "Contact person",
    mailingAddress: "Mailing address",
    device: "Device",
    manufacturer: "Manufacturer",
    model: "Model",
    type: "Type",
    systemSerial: "System serial number",
    barcode: "Barcode",
    memory: "Memory",
    drive: (index: number) => `Drive ${index}`,
    driveModel: "Model",
    driveSerial: "Serial number",
    driveSize: "Size",
    noDrives: "No storage device was present.",
    destruction: "Data destruction",
    whatWasDone: "What was done",
    tool: "Erasure tool and version",
    date: "Date",
    technician: "Technician",
    done: {
      Erased: `Erased in line with ${standard}`,
      Destroyed: "Drive physically destroyed",
      "No Drive": "No storage device present",
    },
    attests: {
      Erased: `${org.name} attests that the data on the storage devices of the computer described above was erased by software in line with ${standard}, as recorded in its inventory on the date shown.`,
      Destroyed: `${org.name} attests that the storage devices of the computer described above were physically destroyed, as recorded in its inventory on the date shown.`,
      "No Drive": `${org.name} attests that no storage device was present in the computer described above when it was processed, as recorded in its inventory.`,
      unknown: `${org.name} attests that the data destruction of the computer described above is recorded in its inventory as shown; how it was done was not recorded.`,
    },
    verify: "Verify this certificate at",
  },
  donation: {
    title: "Certificate of Data Destruction for a Donation",
    period: "Period covered",
    periodRange: (from: string, to: string) => `${from} to ${to} (dates of data destruction)`,
    outcomes: "Devices by outcome",
    erased: "Data erased",
    destroyed: "Drive physically destroyed",
    noDrive: "No storage device present",
    methodNotRecorded: "Destruction recorded, method not recorded",
    inProgress: "In progress (no certificate yet)",
    certified: "Certificates in this document",
    explanation: `Each device below has its own certificate, which can be verified at the address given with its number. The organisation follows ${standard}.`,
    verifyAt: "Verify a certificate at",
    numberPlaceholder: "<certificate number>",
    columns: ["Certificate number", "Model", "System serial", "Drive serials", "What was done", "Date"],
    doneShort: { Erased: "Erased", Destroyed: "Destroyed", "No Drive": "No drive" },
    none: "No device of this donation has its data destruction recorded yet.",
    attestation: `${org.name} attests that the data destruction of each device listed in this document is recorded in its inventory as its row shows: data erased by software in line with ${standard}, drive physically destroyed, or no storage device present. Each device's own certificate gives the details.`,
    /** A page header; the number of pages is printed after it. */
    pageOf: (page: number) => `Page ${page} of`,
  },
  receipt: {
    title: (year: number) => `Donation Receipt ${year}`,
    organisation: "Organisation",
    legalName: "Legal name",
    ein: "EIN",
    taxStatus: "Tax status",
    taxExempt: (section: string) =>
      `Exempt from federal income tax under section ${section} of the Internal Revenue Code`,
    address: "Address",
    donor: "Donor",
    company: "Company",
    contactPerson: "Contact person",
    mailingAddress: "Mailing address",
    received: "Date(s) received",
    description: "Description of the property",
    typeNotRecorded: "computer, type not recorded",
    totalWeight: "Total weight",
    pounds: (amount: string) => `${amount} lbs`,
    weightMissing: (count: string) => `weight not recorded for ${count} of them`,
    noGoods: "No goods or services were provided in exchange for this contribution.",
    noValue: `${org.legalName} assigns no value to the property. Determining its value for tax purposes is the donor's responsibility.`,
    thanks: "Thank you for your donation.",
  },
  verify: {
    title: "Verify a document",
    genuine: "This document is genuine: it matches our records.",
    number: "Certificate number",
    issuedBy: "Issued by",
    manufacturer: "Manufacturer",
    model: "Model",
    type: "Type",
    serialEnd: "System serial number (last 4 characters)",
    whatWasDone: "What was done",
    date: "Date",
    notFound: "We have no document with this number. Check the number printed on it and try again.",
    tooMany: "Too many checks from your connection. Please wait a minute and try again.",
    unavailable: "Numbers cannot be checked just now. Please try again in a minute.",
    /** `/verify` itself: the one field that leads to the check. */
    intro:
      "Type the number printed on a certificate, a receipt or a letter of hours from us to check that it is genuine.",
    field: "Number printed on the document",
    hint: `For example ${org.documents.certificatePrefix}-7K3M-Q9XD-2HBW-N5RT. Capital letters, spaces and dashes do not matter.`,
    check: "Check",
    empty: "Type the number printed on the document.",
    notANumber: `This is not a number we issue. It starts with ${P} (a device's certificate), ${P}C (a class certificate), ${P}R (a gift receipt), ${P}T (a ticket receipt) or ${P}V (a letter of hours), followed by 16 letters and digits, as printed.`,
    another: "Check another number",
  },
} as const;

/** The shape every language's document words share: the same keys, each language its own words. */
export type DocumentWords = Localized<typeof documentWords>;
