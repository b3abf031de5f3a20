/**
 * Who may use the partner portal (issue 27 part 3, decision 080): a caseworker whose address is in the `Emails` of a
 * partner whose `Status` is 'Active'. The partner portal signs in in a realm of its own ("partner"), like the portal's
 * and the staff console's. Addresses are compared by their email key (trimmed, lower case).
 *
 * The lists are read and compared here, not searched in SQL: `Emails` is a JSON array, which the two engines query
 * differently, and the partners are a few hundred. A table of addresses made when a record is written (decision 080)
 * can replace this read without changing its callers.
 */
import { emailKey } from "~/kits/records/championLookup";
import { rows, sql, type Db } from "~/db/engine.server";

/** A partner a caseworker may act for: its record id and its name. */
export type PartnerChoice = { id: string; name: string };

/** A partner's `Emails` column as a list of addresses. */
export const readEmails = (column: unknown): string[] => {
  try {
    const value: unknown = JSON.parse(String(column ?? "[]"));
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return []; // a list the store could not read lets nobody in
  }
};

/** The active partners whose `Emails` list this address, by name then id; none for an address that is not listed. */
export async function activePartnersOfEmail(db: Db, email: string): Promise<PartnerChoice[]> {
  const key = emailKey(email);
  if (!key) return [];
  const found = await rows(
    db,
    sql<{ id: string; name: string | null; emails: unknown }>`SELECT id, "Organization_Name" AS name,
         "Emails" AS emails
       FROM "Partners" WHERE "Status" = 'Active'`,
  );
  return found
    .filter((row) => readEmails(row.emails).some((listed) => emailKey(listed) === key))
    .map((row) => ({ id: row.id, name: row.name?.trim() || row.id }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether this address may act for this partner now: the partner is active and lists it. */
export async function mayActFor(db: Db, email: string, partnerId: string): Promise<boolean> {
  return (await activePartnersOfEmail(db, email)).some((partner) => partner.id === partnerId);
}
