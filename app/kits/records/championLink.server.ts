/**
 * The champion a person signs in to the portal as, when the site itself makes their record (an application, a
 * donation): the existing champion of their email, given the type if it lacked it, or a new one with `newId`. One
 * rule, so an applicant who later gives (or a donor who applies) keeps one champion with both types. A person who
 * gave a mobile number (issue 38) has it kept as the champion's `Mobile`, which they can sign in with; one who gave
 * no email is found by that number.
 */
import { emailKey } from "~/kits/records/championLookup";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { createRecordWriter } from "./recordWriter.server";
import { Champions } from "./schema.server";

type ExistingChampion = { id: string; Champion_Type: string; Mobile: string | null };

export async function linkChampion(
  trx: Db,
  person: { name: string; email: string | null; mobile?: string | null },
  type: "Computer Applicant" | "Computer Donor" | "Financial Donor" | "Volunteer",
  newId: string,
): Promise<string> {
  const mobile = person.mobile ?? null;
  const existing = await firstRow(
    trx,
    person.email
      ? sql<ExistingChampion>`SELECT id, "Champion_Type", "Mobile" FROM "Champions"
          WHERE email_key = ${emailKey(person.email)} ORDER BY id LIMIT 1`
      : sql<ExistingChampion>`SELECT id, "Champion_Type", "Mobile" FROM "Champions"
          WHERE "Mobile" = ${mobile} AND "Email" IS NULL ORDER BY id LIMIT 1`,
  );
  if (existing) {
    if (mobile && existing.Mobile !== mobile)
      await createRecordWriter(trx, Champions, ["Mobile"]).write({ id: existing.id, Mobile: mobile });
    const types = JSON.parse(existing.Champion_Type) as string[];
    if (!types.includes(type)) {
      await createRecordWriter(trx, Champions, ["Champion_Type"]).write({
        id: existing.id,
        Champion_Type: [...types, type],
      });
    }
    return existing.id;
  }
  await createRecordWriter(trx, Champions).write({
    id: newId,
    Name: person.name,
    Email: person.email,
    Champion_Type: [type],
    Mobile: mobile,
  });
  return newId;
}
