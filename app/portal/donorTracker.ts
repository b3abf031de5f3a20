import type { DonationListItem } from "./donationViews";
import type { DocumentsView, ImpactView } from "./donorView";
import type { DonorView, InventoryPage, InventoryTotals } from "./trackerViews";

/** What the tracker shows a donor: the record, its totals, each donation of the donor's email, a page of devices. */
export type DonorTracker = {
  record: DonorView;
  summary: InventoryTotals;
  /** Each donor record of the donor's email: "Your donations". */
  donations: DonationListItem[];
  inventory: InventoryPage | null;
  impact: ImpactView | null;
  documents: DocumentsView | null;
};
