/**
 * What the tracker shows for a signed-in champion: the champion, then their record found by the champion's email
 * in the module their type names, then the inventory that belongs to it. A record with Status 'Donated' is shown
 * as a donor, any other as an applicant, whichever module it came from. A donor is every donor record of their
 * email (issue 28): the first fills the details panel; the totals, table and documents cover all of them.
 */
import { numberOf } from "~/applications/server/submitApplication.server";
import type { RecommendationRequestView } from "~/applications/recommendationRequestView";
import { formatMoment } from "~/i18n";
import { waitingRecommendation, type WaitingRecommendation } from "~/applications/server/recommendationRequests.server";
import { CLIENT_STATUS, isDenied } from "~/kits/records/applicantStatus";
import { isDonorRecord, recordModuleFor } from "~/kits/records/championLookup";
import { receiptYears } from "~/portal/donorDocuments";
import { documentsView, donorRow, impactView } from "~/portal/donorView";
import type { Locale } from "~/i18n/locale";
import { portalWords } from "~/portal/words";
import { recordValueIn } from "~/portal/recordValues";
import {
  applicantViewFields,
  assignedItemViewFields,
  donorViewFields,
  viewOf,
  type ApplicantView,
  type AssignedItemView,
  type DonorView,
} from "~/portal/trackerViews";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import {
  createRecordSource,
  type ComputerDonor,
  type Contact,
  type InventoryItem,
} from "~/kits/records/recordSource.server";
import { Computer_Donors, Contacts, recordAs } from "~/kits/records/schema.server";
import { db } from "~/db/serverStore.server";
import type { DonorTracker } from "~/portal/donorTracker";
import { DONOR_PAGE_SIZE, donationList } from "./donationsView.server";
import { donorScopeOfEmail, scopeOf, type DonorScope } from "./donorScope.server";
import { isStoreUnavailable } from "~/db/unavailable.server";
import { deliveredAt } from "~/applications/server/helpRequests.server";

/** A Client has few assigned computers; this bounds the list should a data error assign thousands. */
const MAX_ASSIGNED = 200;

type Message = { kind: "message"; message: string };

/** What the tracker page gets: views of exactly what it displays (`~/portal/trackerViews`), never whole records. */
export type TrackerView =
  | Message
  | {
      kind: "applicant";
      record: ApplicantView;
      /** The number of an application sent on this site (imported and paper applications have none). */
      number: string | null;
      assigned: AssignedItemView[] | null;
      /** A letter asked for on this site and still awaited. */
      recommendation: RecommendationRequestView | null;
      /** Delivered through this site: the tracker leads to the help page (issue 50 §2). */
      delivered: boolean;
    }
  | ({ kind: "donor" } & DonorTracker);

// One function per view, so a field a page starts to show is one line in its field list.
function donorView(record: ComputerDonor): DonorView {
  return viewOf(donorViewFields, record);
}

function applicantView(record: Contact): ApplicantView {
  // The reason is shown only on a denied application.
  return viewOf(applicantViewFields, {
    ...record,
    Denial_Reason: isDenied(record.Status) ? record.Denial_Reason : null,
  });
}

/** An assigned computer as the tracker lists it, its status and type in the page's language. */
function assignedItemView(item: InventoryItem, locale: Locale): AssignedItemView {
  const view = viewOf(assignedItemViewFields, item);
  return {
    ...view,
    Status: recordValueIn(locale, "deviceStatus", view.Status),
    Computer_Type: recordValueIn(locale, "computerType", view.Computer_Type),
  };
}

type ChampionRecord = Message | { kind: "applicant"; record: Contact } | { kind: "donor"; scope: DonorScope };
type RecordSource = ReturnType<typeof createRecordSource>;

/**
 * The champion's record and which view shows it, or the sentence that says why there is none. A donor is every
 * donor record of their email (issue 28): each is a donation of theirs.
 */
async function championRecord(
  records: RecordSource,
  championId: string,
  locale: Locale = "en",
): Promise<ChampionRecord> {
  const portalMessages = portalWords(locale).messages;
  const champion = await records.championById(championId);
  // An applicant who gave only a mobile number (issue 38) signs in with it: their application is found by it.
  const byMobile =
    !champion?.Email && champion?.Mobile && recordModuleFor(champion.Champion_Type) === "Contacts"
      ? await records.contactByMobile(champion.Mobile)
      : null;
  if (byMobile) return { kind: "applicant", record: byMobile };
  if (!champion?.Email) return { kind: "message", message: portalMessages.recordNotFound };
  const module = recordModuleFor(champion.Champion_Type);
  if (!module) return { kind: "message", message: portalMessages.invalidChampionType };
  if (module === "Computer_Donors") {
    const scope = await donorScopeOfEmail(records, champion.Email);
    if (scope) return { kind: "donor", scope };
  }
  const record =
    module === "Contacts" ? await records.contactByEmail(champion.Email) : await records.donorByEmail(champion.Email);
  if (!record) return { kind: "message", message: portalMessages.recordNotFound };
  // In the other module's view, a field of the same name carries over and the others read N/A.
  if (isDonorRecord(record))
    return { kind: "donor", scope: scopeOf(["Donor_ID" in record ? record : recordAs(Computer_Donors, record)])! };
  return {
    kind: "applicant",
    record: "Full_Name" in record ? record : recordAs(Contacts, record, { Full_Name: "Name" }),
  };
}

function recommendationRequestView(waiting: WaitingRecommendation, locale: Locale): RecommendationRequestView {
  const date = (ms: number) => formatMoment(locale, ms, env().orgTimeZone);
  return {
    name: `${waiting.firstName} ${waiting.lastName}`,
    email: waiting.email,
    sentOn: date(waiting.sentAt),
    lastSentOn: waiting.lastSentAt > waiting.sentAt ? date(waiting.lastSentAt) : null,
  };
}

/** The tracker's view in the page's language (its sentences, the donor's figures and document labels). */
export async function loadTrackerView(
  championId: string,
  requestedPage: number,
  locale: Locale = "en",
): Promise<TrackerView> {
  try {
    const records = createRecordSource(db());
    const found = await championRecord(records, championId, locale);
    if (found.kind === "donor") {
      // The details are the first record's; the figures, the table and the documents cover every donation.
      const record = donorView(found.scope.donor);
      const donorIds = found.scope.donorIds;
      const donations = await donationList(db(), found.scope, locale);
      const summary = await records.inventorySummary("Donor_ID", donorIds);
      if (summary.count === 0)
        return { kind: "donor", record, summary, donations, inventory: null, impact: null, documents: null };
      const pageCount = Math.ceil(summary.count / DONOR_PAGE_SIZE);
      const page = Math.min(Math.max(1, requestedPage), pageCount);
      const items = await records.inventoryPage("Donor_ID", donorIds, {
        offset: (page - 1) * DONOR_PAGE_SIZE,
        limit: DONOR_PAGE_SIZE,
      });
      return {
        kind: "donor",
        record,
        summary,
        donations,
        inventory: { items: items.map((item) => donorRow(item, locale)), page, pageCount },
        impact: impactView(await records.donorImpact(donorIds), locale),
        documents: documentsView(receiptYears(await records.receivedGroups(donorIds)), locale),
      };
    }
    if (found.kind === "applicant") {
      const assigned =
        (found.record.Status ?? "").trim() === CLIENT_STATUS
          ? (await records.inventoryPage("Recipient", found.record.id, { offset: 0, limit: MAX_ASSIGNED })).map(
              (item) => assignedItemView(item, locale),
            )
          : null;
      const waiting = await waitingRecommendation(db(), found.record.id);
      return {
        kind: "applicant",
        record: applicantView(found.record),
        number: await numberOf(db(), found.record.id),
        assigned,
        recommendation: waiting ? recommendationRequestView(waiting, locale) : null,
        delivered: (await deliveredAt(db(), found.record.id)) !== null,
      };
    }
    return found;
  } catch (error) {
    if (isStoreUnavailable(error)) throw error;
    log.error("tracker record lookup failed", { error });
    return { kind: "message", message: portalWords(locale).messages.networkError };
  }
}

/** The signed-in champion's donor records, found as the tracker finds them; null when the tracker shows no donor. */
export async function donorScopeForChampion(championId: string): Promise<DonorScope | null> {
  const found = await championRecord(createRecordSource(db()), championId);
  return found.kind === "donor" ? found.scope : null;
}

/** The signed-in champion's donor record the tracker shows (the first of theirs); null when it shows no donor. */
export async function donorForChampion(championId: string): Promise<ComputerDonor | null> {
  return (await donorScopeForChampion(championId))?.donor ?? null;
}

/** The signed-in champion's applicant record, found as the tracker finds it; null when the tracker shows none. */
export async function applicantForChampion(championId: string): Promise<Contact | null> {
  const found = await championRecord(createRecordSource(db()), championId);
  return found.kind === "applicant" ? found.record : null;
}
