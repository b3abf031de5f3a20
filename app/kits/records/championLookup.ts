/**
 * The champion's type decides which CRM module holds their record. The first type in the list
 * that the portal knows wins, so a champion tagged with extra unrelated types still gets in.
 */
export type RecordModule = "Computer_Donors" | "Contacts";

const moduleByType: Record<string, RecordModule> = {
  "Computer Donor": "Computer_Donors",
  Loser: "Computer_Donors",
  "Computer Applicant": "Contacts",
};

export function recordModuleFor(championTypes: readonly string[]): RecordModule | null {
  for (const type of championTypes) {
    const found = moduleByType[type.trim()];
    if (found) return found;
  }
  return null;
}

/** A record with Status 'Donated' is shown as a donor, whatever module it came from. */
export function isDonorRecord<R extends { Status?: string | null }>(record: R): record is R & { Status: string } {
  return (record.Status ?? "").trim() === "Donated";
}

/** Emails are compared the way people type them: surrounding spaces and letter case do not matter. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
