/**
 * What the portal shows of a donor's donations (issue 28), each as its page displays it, words and dates already in
 * the page's language: the list on the donor page, and a donation's own page. Built by
 * `server/donationsView.server.ts`.
 */
import type { DocumentsView } from "./donorView";
import type { InventoryPage } from "./trackerViews";

/**
 * Where a donation's devices stand before any is in the inventory: given on this site and not received yet
 * ("coming"), received, cancelled, or recorded in the CRM only ("recorded").
 */
export type DonationArrival = "coming" | "received" | "cancelled" | "recorded";

/** A donation in "Your donations". */
export type DonationListItem = {
  arrival: DonationArrival;
  href: string;
  /** Its reference (a donation made on this site) or its Donor_ID (one recorded in the CRM). */
  reference: string;
  date: string;
  state: string;
  devices: string;
};

/** A state of the timeline: its words, and when it was reached (null: not yet). */
export type TimelineStep = { state: string; reached: string | null };

/** A kind of device, declared against received; before arrival `received` reads "not counted yet", with no difference. */
export type CountRow = { kind: string; declared: string; received: string; difference: string | null };

export type DonationPageView = {
  summary: DonationListItem;
  /** Null for a donation recorded in the CRM: it has no timeline (and the page says so). */
  timeline: { steps: TimelineStep[]; cancelled: string | null } | null;
  counts: CountRow[] | null;
  /** The pickup page's address while the donor may still move or cancel it. */
  changePickup: string | null;
  /** A drop-off's pass, while its devices are not dropped off yet (it opens for the signed-in donor). */
  pass: string | null;
  /** What the page says while none of its devices is in the inventory, true at the donation's state. */
  noDevices: string;
  inventory: InventoryPage | null;
  documents: DocumentsView | null;
};
