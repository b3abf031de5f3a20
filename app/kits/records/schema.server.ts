/**
 * The CRM's records, each kind defined once, in the CRM's own field names: its table, the CSV file the CRM exports
 * it as, which field is the email the portal looks people up by, and each field's type. The TypeScript types, the
 * record source's SELECT lists, the importer's header mapping and validation, and the writes of whole or partial
 * records are all derived from these definitions (each field's rule is in `fieldRules.ts`). A new CRM field is one line here plus a migration that adds
 * its column (`migrations.server.ts`); a unit test checks that the two agree.
 */
import { z } from "zod";
import { applicantSteps } from "~/kits/records/applicantStatus";
import { partnerRegions, partnerStatuses } from "~/kits/records/partnerRegions";
import {
  shieldDevices,
  shieldStatuses,
  shippingStatuses,
  subscriberLanguages,
  yesNo,
} from "~/kits/records/shieldLists";
import { choices, count, day, dollars, Invalid, oneOf, pounds, text, year, zodField, type Field } from "./fieldRules";

/** A Financial_Donations record's closed lists, as the live CRM's picklists spell them. */
export const giftFrequencies = ["One-time", "Monthly"] as const;
export const tributeTypes = ["In honour", "In memory"] as const;

/** What was done to a device's data: erased by software, the drive physically destroyed, or no drive present. */
export const destructionTypes = ["Erased", "Destroyed", "No Drive"] as const;
export type DestructionType = (typeof destructionTypes)[number];

// Each field has its own value type; `any` lets one record kind hold them all (ValueOf gives each back).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
type Fields = Record<string, Field<any>>;
type ValueOf<F> = F extends Field<infer T> ? T : never;

const recordId = z.string().trim().min(1, "the record id is empty.");

function recordKind<const F extends Fields>(kind: {
  table: string;
  file: string;
  emailField?: keyof F & string;
  fields: F;
}) {
  const fieldNames = Object.keys(kind.fields) as (keyof F & string)[];
  const shape = Object.fromEntries(fieldNames.map((name) => [name, zodField(kind.fields[name]!)]));
  return {
    ...kind,
    fieldNames,
    /** The fields whose column does not hold the value itself. */
    convertedFields: fieldNames.filter((name) => kind.fields[name]!.fromColumn !== undefined),
    /** Validates a whole record; `schema.partial()` a record that names only the fields it changes. */
    schema: z.object({ id: recordId, ...shape }) as unknown as z.ZodObject<
      { id: typeof recordId } & { [K in keyof F]: z.ZodType<ValueOf<F[K]>, z.ZodTypeDef, unknown> }
    >,
    /** The columns a read returns, in field order. */
    /** The kind's columns for a SELECT, quoted so PostgreSQL keeps their letter case as SQLite does. */
    selectList: ["id", ...fieldNames].map((name) => `"${name}"`).join(", "),
  };
}

export const Champions = recordKind({
  table: "Champions",
  file: "Champions.csv",
  emailField: "Email",
  // Mobile: the number (E.164) a champion who applied with a phone signs in with (issue 38).
  fields: { Name: text, Email: text, Champion_Type: choices, Mobile: text },
});

export const Contacts = recordKind({
  table: "Contacts",
  file: "Contacts.csv",
  emailField: "Email",
  fields: {
    Full_Name: text,
    Email: text,
    Phone: text,
    Status: oneOf(applicantSteps.map((step) => step.value)),
    Denial_Reason: text,
    Nominating_Organization: text,
    Recommenders_Name: text,
    Recommenders_Last_Name: text,
    Recommenders_Email: text,
    Laptop_Quantity: count,
    Desktop_Quantity: count,
    Tablet_Quantity: count,
    // How the applicant wants to hear from us (issue 38): texts to Phone, or email (empty is email).
    Contact_By: oneOf(["Text", "Email"]),
  },
});

export const Computer_Donors = recordKind({
  table: "Computer_Donors",
  file: "Computer_Donors.csv",
  emailField: "Email",
  fields: {
    Company: text,
    Name: text,
    Email: text,
    Phone: text,
    Location: text,
    Mailing_Street: text,
    Mailing_City: text,
    Mailing_State: text,
    Mailing_Zip: text,
    Donor_ID: text,
    Status: text,
  },
});

export const Computer_Inventory = recordKind({
  table: "Computer_Inventory",
  file: "Computer_Inventory.csv",
  fields: {
    Model: text,
    Status: text,
    Computer_Type: text,
    Location: text,
    Date_Added: text,
    Date_Donated: text,
    Date_Recycled: text,
    Weight: pounds,
    Recipient: text,
    Donor_ID: text,
    Manufacturer: text,
    System_Serial_Number: text,
    Barcode: text,
    Memory_Size: text,
    Drive_Model_1: text,
    Drive_Serial_1: text,
    Drive_Size_1: text,
    Drive_Model_2: text,
    Drive_Serial_2: text,
    Drive_Size_2: text,
    Destruction_Type: oneOf(destructionTypes),
    Date_Destroyed: text,
    Technician_Name: text,
    Software_Version: text,
  },
});

/**
 * The non-profits that nominate applicants and receive their devices (decision 080). `Emails` are the caseworkers
 * who may sign in, a list like `Champion_Type` (the CRM exports it separated by ";"); there is no single email field,
 * so no `email_key`: the partner portal will look caseworkers up in a table of its own.
 */
export const Partners = recordKind({
  table: "Partners",
  file: "Partners.csv",
  fields: {
    Organization_Name: text,
    Emails: choices,
    Region: oneOf(partnerRegions),
    Address: text,
    Phone: text,
    Website: text,
    Status: oneOf(partnerStatuses),
    Cycle: year,
  },
});

/**
 * A Shield internet subscription (issue 37, decision 088), named after the billing provider's subscription and the
 * live site's custom fields. `Subscription_ID` is the provider's id (its webhooks name it); the record's `id` is the
 * CRM's. `ICCIDs` are the SIM cards shipped, a list like `Champion_Type`.
 */
export const Shield_Subscriptions = recordKind({
  table: "Shield_Subscriptions",
  file: "Shield_Subscriptions.csv",
  emailField: "Email",
  fields: {
    Subscription_ID: text,
    Subscription_Number: text,
    Email: text,
    Name: text,
    Phone: text,
    Plan_Code: text,
    Status: oneOf(shieldStatuses),
    Amount: dollars,
    Next_Billing_At: day,
    Expires_At: day,
    Device_Type: oneOf(shieldDevices),
    SIM_Quantity: count,
    Shipping_Address: text,
    Shipping_Status: oneOf(shippingStatuses),
    Tracking_Number: text,
    Shipped_At: day,
    ICCIDs: choices,
    Serial_Number: text,
    Active_On_Carrier: oneOf(yesNo),
    Cancellation_Reason: text,
    Language: oneOf(subscriberLanguages),
  },
});

/**
 * A gift of money (issue 47, decision 117), the live CRM's module of that name. A gift made on this site is kept in
 * the gifts wing's own tables and reaches the CRM on the change feed in these fields (its id the gift's); a gift
 * recorded elsewhere (a check, a bank transfer) comes in by the record push into this table, and a donor's year-end
 * statement lists it beside the site's. `Amount` is one payment's (a month's, for a monthly gift), `Total_Paid` what
 * was received in all, `Refunded_Amount` what went back; dollars, as the CRM writes them.
 */
export const Financial_Donations = recordKind({
  table: "Financial_Donations",
  file: "Financial_Donations.csv",
  emailField: "Email",
  fields: {
    Donor_Name: text,
    Email: text,
    Phone: text,
    Amount: dollars,
    Frequency: oneOf(giftFrequencies),
    Date_Received: day,
    Total_Paid: dollars,
    Refunded_Amount: dollars,
    Payment_Method: text,
    Status: text,
    Receipt_Number: text,
    Tribute_Type: oneOf(tributeTypes),
    Tribute_Name: text,
    Employer: text,
    Listed_Publicly: oneOf(yesNo),
    Language: oneOf(subscriberLanguages),
  },
});

/** Every record kind, in the order an import loads them. */
export const recordKinds = [
  Champions,
  Contacts,
  Computer_Donors,
  Computer_Inventory,
  Partners,
  Shield_Subscriptions,
  Financial_Donations,
] as const;
export type RecordKind = (typeof recordKinds)[number];

export type Champion = z.output<typeof Champions.schema>;
export type Contact = z.output<typeof Contacts.schema>;
export type ComputerDonor = z.output<typeof Computer_Donors.schema>;
export type InventoryItem = z.output<typeof Computer_Inventory.schema>;
export type Partner = z.output<typeof Partners.schema>;
export type ShieldSubscription = z.output<typeof Shield_Subscriptions.schema>;
export type FinancialDonation = z.output<typeof Financial_Donations.schema>;

/**
 * A record from raw values (a CSV row's cells by field name), each field read by its own rule, without zod's
 * overhead per row (an import reads 100,000 of them). `fields` are the ones to read (a file's columns; all by
 * default); the record holds only those. The first field that fails is named, with why.
 */
export function readRecord<K extends RecordKind>(
  kind: K,
  id: string,
  input: Record<string, unknown>,
  fields: readonly string[] = kind.fieldNames,
): { record: { id: string } & Partial<z.output<K["schema"]>> } | { field: string; problem: string } {
  const record: Record<string, unknown> = { id };
  for (const name of fields) {
    const value = (kind.fields as Fields)[name]!.read(input[name]);
    if (value instanceof Invalid) return { field: name, problem: value.problem };
    record[name] = value;
  }
  return { record: record as { id: string } & Partial<z.output<K["schema"]>> };
}

/** Whether a field holds a number written as text (see `Field.numeric`). */
export function isNumericField(kind: RecordKind, name: string): boolean {
  return (kind.fields as Fields)[name]?.numeric === true;
}

/** A row as read with a kind's `selectList`, turned back into the record (a JSON column into its list). */
export function recordFromRow<K extends RecordKind>(kind: K, row: Record<string, unknown>): z.output<K["schema"]> {
  for (const name of kind.convertedFields) row[name] = (kind.fields as Fields)[name]!.fromColumn!(row[name]);
  return row as z.output<K["schema"]>;
}

/** `recordFromRow` over a cursor; rows pass unchanged where no field needs it. */
export async function* recordsFromRows<K extends RecordKind>(
  kind: K,
  rows: AsyncIterable<unknown>,
): AsyncGenerator<z.output<K["schema"]>> {
  const converts = kind.convertedFields.length > 0;
  for await (const row of rows) {
    yield converts ? recordFromRow(kind, row as Record<string, unknown>) : (row as z.output<K["schema"]>);
  }
}

/**
 * The same record in another kind's shape, field by field: a field of the same name carries over, `renamed` maps
 * a target field to a source field of another name, every other field is null (these kinds hold only text). The
 * tracker shows a donor-module record in the applicant view this way, and the other way round.
 */
export function recordAs<K extends typeof Contacts | typeof Computer_Donors>(
  kind: K,
  record: { id: string } & Record<string, unknown>,
  renamed: Partial<Record<K["fieldNames"][number], string>> = {},
): z.output<K["schema"]> {
  const result: Record<string, unknown> = { id: record.id };
  for (const name of kind.fieldNames) {
    const source = (renamed as Record<string, string | undefined>)[name] ?? name;
    result[name] = record[source] ?? null;
  }
  return result as z.output<K["schema"]>;
}
