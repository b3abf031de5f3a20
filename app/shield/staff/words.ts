/** The staff console's Shield pages in staff words (English only, decision 071), defined once for routes and tests. */
import type { ShieldDevice, ShieldStatus } from "~/kits/records/shieldLists";

export const deviceLabels: Record<ShieldDevice, string> = {
  "SIM only": "SIM only",
  "T10 hotspot": "T10 hotspot",
  "5G router": "5G router",
};

/** The billing provider's subscription statuses, as staff read them beside an order. */
export const subscriptionStatusLabels: Record<ShieldStatus, string> = {
  live: "Live",
  non_renewing: "Ends at term end (non-renewing)",
  cancelled: "Cancelled",
  unpaid: "Unpaid",
  future: "Not started yet",
  expired: "Expired",
};

export const fulfilmentWords = {
  statusColumn: "Subscription",
  statusLabel: "Subscription status",
  statusNotRecorded: "Not recorded",
  askedToCancel: (day: string) => `Asked to cancel on ${day}`,
  askedToCancelNotice: (day: string, status: string) =>
    `The subscriber asked to cancel on ${day}; the subscription's status is ${status}. Check the order before you ship it.`,
  queueTitle: "Shield orders to ship",
  queueIntro:
    "Orders awaiting shipping ('New Manual Order'), oldest first. Open one to scan its SIM cards and ship it.",
  none: "No order is waiting to be shipped.",
  noDevice: "There is no such device. Choose one of the devices above.",
  labels: "Print shipping labels for the selected orders (PDF)",
  selectForLabels: (id: string) => `Select order ${id} for labels`,
  labelsAll: (count: number) =>
    `Print the ${count} shipping label${count === 1 ? "" : "s"} of the orders awaiting shipping (PDF)`,
  labelsAllCapped: (limit: number) => `Print the shipping labels of the oldest ${limit} orders awaiting shipping (PDF)`,
  labelsHeading: "Shipping labels",
  labelsIntro:
    "Labels come on US Letter sheets of 2 × 5 labels, 4 × 2 inches each (Avery 5163 or the same layout): print at actual size (100%), not fitted to the page. Each label holds the subscriber's name and the shipping address exactly as the record has them, and the order number.",
  labelsLeftOut: (count: number) =>
    `${count} order${count === 1 ? " has" : "s have"} no label: the record cannot address a parcel (see the Label column). Correct the record in the CRM first; these orders are left out of the sheets.`,
  labelColumn: "Label",
  labelProblems: {
    noName: "No label: the record has no name",
    noAddress: "No label: the record has no shipping address",
    noZip: "No label: the shipping address has no ZIP code",
    tooLong: "No label: the name and address do not fit on one label",
  },
  nothingForLabels: "Choose at least one order that can have a label.",
  labelsTitle: "Shield shipping labels",
  labelReference: (number: string) => `Shield order ${number}`,
  orderTitle: (id: string) => `Shield order ${id}`,
  iccidsLabel: "ICCIDs of the SIM cards (one per line, or scanned one after the other)",
  iccidsHint: (count: number | null) =>
    count ? `${count} SIM card${count === 1 ? "" : "s"} ordered. 19 or 20 digits each.` : "19 or 20 digits each.",
  trackingLabel: "Tracking number",
  serialLabel: "Device serial number",
  serialHint: "Only for a hotspot or router.",
  ship: "Ship",
  shipped: (id: string) => `Order ${id} is shipped; the subscriber has been emailed the tracking link.`,
  alreadyShipped: "This order was shipped meanwhile (by a colleague, or the CRM). Nothing was changed.",
  noSuchOrder: "There is no such order.",
  errors: {
    noIccids: "Type or scan at least one ICCID.",
    digits: (iccid: string) => `${iccid} is not an ICCID: it must be 19 or 20 digits.`,
    check: (iccid: string) => `${iccid} has a wrong check digit: scan or type it again.`,
    twice: (iccid: string) => `${iccid} is typed twice.`,
    taken: (iccid: string, other: string) => `${iccid} is already on subscription ${other}.`,
    count: (typed: number, ordered: number) =>
      `${typed} ICCID${typed === 1 ? " was" : "s were"} typed, but ${ordered} SIM card${ordered === 1 ? " was" : "s were"} ordered.`,
    tracking: "Type the tracking number (letters and digits, 8 to 40 of them).",
    serial: "Type the device's serial number (at most 60 characters).",
    tooMany: "Too many changes at once. Please wait a minute and try again.",
  },
  activationTitle: "Shield SIMs to activate",
  activationIntro:
    "Shipped SIM cards whose line is not yet active with the carrier. Download their ICCIDs for the carrier's portal, then mark them active: each subscriber is emailed.",
  activationCsv: "Download the ICCIDs (CSV)",
  markActive: "Mark active",
  selectForActive: (id: string) => `Select order ${id} to mark active`,
  noneToActivate: "Every shipped SIM card is active.",
  nothingChosen: "Choose at least one order to mark active.",
  markedActive: (count: number) =>
    `${count} order${count === 1 ? " is" : "s are"} marked active; ${count === 1 ? "its subscriber has" : "their subscribers have"} been emailed.`,
  shipmentsTitle: "Recent Shield shipments",
  shipmentsCsv: "Download the shipments (CSV)",
  noShipments: "Nothing has been shipped yet.",
  cancellationsTitle: "Shield cancellations",
  cancellationsIntro:
    "Subscribers who asked to cancel at the end of their term, newest first, with their reason. 'Kept' means they took it back.",
  noCancellations: "No subscriber has asked to cancel.",
  open: "Ends at term end",
  kept: "Kept",
} as const;
