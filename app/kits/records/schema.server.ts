/**
 * The CRM's records, each kind defined once, in the CRM's own field names: its table, the CSV file the CRM exports
 * it as, which field is the email the portal looks people up by, and each field's type. The TypeScript types, the
 * record source's SELECT lists, the importer's header mapping and validation, and the writes of whole or partial
 * records are all derived from these definitions. A new CRM field is one line here plus a migration that adds
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

/** What a field cannot hold, and why: the sentence ends the importer's error line, or a zod issue. */
class Invalid {
  constructor(readonly problem: string) {}
}

/** One CRM field: its one rule for reading a value (a CSV cell, or a value pushed as JSON), and its column. */
export type Field<T> = {
  /** The value, or why the input is not one. An absent value (undefined, null) is an empty field. */
  read: (input: unknown) => T | Invalid;
  /** The value as bound to its SQLite column. */
  toColumn: (value: T) => string | number | null;
  /** The value from its column, where the column does not hold the value itself. */
  fromColumn?: (column: unknown) => T;
  /** A number written as text: a comma in it may be a decimal comma where cells are separated by ";". */
  numeric?: true;
  /** The column's type where it is not text (PostgreSQL's name, for a batch bound as one array per column). */
  columnType?: "double precision";
};

/** Text as people type it: surrounding spaces trimmed, an empty field null ("not filled in"). */
const text: Field<string | null> = {
  read: (input) =>
    input == null ? null : typeof input === "string" ? input.trim() || null : new Invalid("is not text."),
  toColumn: (value) => value,
};

/** A multi-select field: the CRM exports its choices separated by ";"; kept as a JSON array. */
const choices: Field<string[]> = {
  read: (input) => {
    if (input == null) return [];
    if (typeof input === "string") return splitChoices(input);
    if (Array.isArray(input) && input.every((choice) => typeof choice === "string")) {
      return input.map((choice) => choice.trim()).filter(Boolean);
    }
    return new Invalid("is not a list of choices.");
  },
  toColumn: (value) => JSON.stringify(value),
  fromColumn: (column) => {
    const value: unknown = JSON.parse(String(column ?? "[]"));
    return Array.isArray(value) ? value.map(String) : [];
  },
};

/**
 * Only plain decimal digits, an optional decimal point where the field is a decimal, and commas between groups of
 * three (the CRM writes "1,200"): `Number()` alone would read "0x10" as 16, "1e3" as 1000 and " 16 " as 16.
 */
const plainWhole = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;
const plainDecimal = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** A weight in pounds as the CRM writes it ("12.5", "1,200"); empty is unknown (null), anything else is refused. */
const pounds: Field<number | null> = {
  read: (input) => {
    if (input == null || (typeof input === "string" && input.trim() === "")) return null;
    if (typeof input === "number" && Number.isFinite(input) && input >= 0) return input;
    if (typeof input === "string" && plainDecimal.test(input)) return Number(input.replace(/,/g, ""));
    return new Invalid("is not a number of pounds (digits and a decimal point only, such as 12.5).");
  },
  toColumn: (value) => value,
  numeric: true,
  columnType: "double precision",
};

/** A count of devices ("2"), kept as the text it is; empty is not filled in (null), anything else is refused. */
const count: Field<string | null> = {
  read: (input) => {
    if (input == null || (typeof input === "string" && input.trim() === "")) return null;
    if (typeof input === "number" && Number.isSafeInteger(input) && input >= 0) return String(input);
    if (typeof input === "string" && plainWhole.test(input)) return input.replace(/,/g, "");
    return new Invalid("is not a whole number (write digits only, such as 2).");
  },
  toColumn: (value) => value,
  numeric: true,
};

/**
 * One of a closed list of values, matched whatever its case or surrounding spaces and kept as the list writes it;
 * empty is null. Anything else is refused, so a document never has to guess what an unknown value means.
 */
function oneOf<const T extends string>(values: readonly T[]): Field<T | null> {
  return {
    read: (input) => {
      const given = text.read(input);
      if (given === null || given instanceof Invalid) return given;
      return (
        values.find((value) => value.toLowerCase() === given.toLowerCase()) ??
        new Invalid(`is not one of ${values.join(", ")}.`)
      );
    },
    toColumn: (value) => value,
  };
}

/**
 * A year written as four digits ("2027"), kept as that text; empty is not filled in (null). A partner's cycle is the
 * year it runs in (deadline February 15th of that year, `partnerCycle`).
 */
const year: Field<string | null> = {
  read: (input) => {
    if (input == null || (typeof input === "string" && input.trim() === "")) return null;
    const given = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
    if (/^(?:19|20|21)\d\d$/.test(given)) return given;
    return new Invalid("is not a year (write four digits, such as 2027).");
  },
  toColumn: (value) => value,
  numeric: true,
};

/** An amount of money in dollars as the billing provider writes it ("14.99", "1,200.00"); empty is unknown (null). */
const dollars: Field<number | null> = {
  read: (input) => {
    if (input == null || (typeof input === "string" && input.trim() === "")) return null;
    if (typeof input === "number" && Number.isFinite(input) && input >= 0) return input;
    if (typeof input === "string" && plainDecimal.test(input)) return Number(input.replace(/,/g, ""));
    return new Invalid("is not an amount of dollars (digits and a decimal point only, such as 14.99).");
  },
  toColumn: (value) => value,
  numeric: true,
  // Kept as DOUBLE PRECISION on PostgreSQL (migration step 17), like a weight.
  columnType: "double precision",
};

/**
 * A calendar day, kept as `YYYY-MM-DD`: the billing provider writes days so, and a moment (`2026-12-01T10:00:00Z`)
 * keeps its day as written. Empty is not known (null); anything else, or a day that does not exist, is refused.
 */
const day: Field<string | null> = {
  read: (input) => {
    if (input == null || (typeof input === "string" && input.trim() === "")) return null;
    const given =
      typeof input === "string"
        ? /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(input.trim())
        : null;
    const value = given?.[1];
    if (value && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)) return value;
    return new Invalid("is not a day (write it as YYYY-MM-DD, such as 2026-12-01).");
  },
  toColumn: (value) => value,
};

/** What was done to a device's data: erased by software, the drive physically destroyed, or no drive present. */
export const destructionTypes = ["Erased", "Destroyed", "No Drive"] as const;
export type DestructionType = (typeof destructionTypes)[number];

/** The field's rule as a zod schema, for whole or partial records pushed as JSON. */
function zodField<T>(field: Field<T>): z.ZodType<T, z.ZodTypeDef, unknown> {
  return z.unknown().transform((input, context) => {
    const value = field.read(input);
    if (!(value instanceof Invalid)) return value;
    context.addIssue({ code: z.ZodIssueCode.custom, message: value.problem });
    return z.NEVER;
  });
}

/** `Champion_Type` and other multi-selects hold their choices separated by ";". */
function splitChoices(value: string): string[] {
  return value
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
}

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

/** Every record kind, in the order an import loads them. */
export const recordKinds = [
  Champions,
  Contacts,
  Computer_Donors,
  Computer_Inventory,
  Partners,
  Shield_Subscriptions,
] as const;
export type RecordKind = (typeof recordKinds)[number];

export type Champion = z.output<typeof Champions.schema>;
export type Contact = z.output<typeof Contacts.schema>;
export type ComputerDonor = z.output<typeof Computer_Donors.schema>;
export type InventoryItem = z.output<typeof Computer_Inventory.schema>;
export type Partner = z.output<typeof Partners.schema>;
export type ShieldSubscription = z.output<typeof Shield_Subscriptions.schema>;

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
