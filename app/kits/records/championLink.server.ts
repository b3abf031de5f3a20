/**
 * The champion a person signs in to the portal as, when the site itself makes their record (an application, a
 * donation): the existing champion of their email, given the type if it lacked it, or a new one with `newId`. One
 * rule, so an applicant who later gives (or a donor who applies) keeps one champion with both types.
 */
import { emailKey } from "~/kits/records/championLookup";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { createRecordWriter } from "./recordWriter.server";
import { Champions } from "./schema.server";

export async function linkChampion(
  trx: Db,
  person: { name: string; email: string },
  type: "Computer Applicant" | "Computer Donor",
  newId: string,
): Promise<string> {
  const existing = await firstRow(
    trx,
    sql<{ id: string; Champion_Type: string }>`SELECT id, "Champion_Type" FROM "Champions"
       WHERE email_key = ${emailKey(person.email)} ORDER BY id LIMIT 1`,
  );
  if (existing) {
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
  });
  return newId;
}
