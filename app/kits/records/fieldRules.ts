/**
 * The rules a CRM field reads its values by, each written once: text, multi-select choices, pounds, a count, one of
 * a list, a year, dollars, a day. A rule reads a CSV cell or a value pushed as JSON, says why an input is no value,
 * and binds the value to its column (and back, where the column does not hold the value itself). The record kinds
 * (`schema.server.ts`) name a rule for each of their fields.
 */
import { z } from "zod";

/** What a field cannot hold, and why: the sentence ends the importer's error line, or a zod issue. */
export class Invalid {
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
export const text: Field<string | null> = {
  read: (input) =>
    input == null ? null : typeof input === "string" ? input.trim() || null : new Invalid("is not text."),
  toColumn: (value) => value,
};

/** A multi-select field: the CRM exports its choices separated by ";"; kept as a JSON array. */
export const choices: Field<string[]> = {
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
export const pounds: Field<number | null> = {
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
export const count: Field<string | null> = {
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
export function oneOf<const T extends string>(values: readonly T[]): Field<T | null> {
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
export const year: Field<string | null> = {
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
export const dollars: Field<number | null> = {
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
export const day: Field<string | null> = {
  read: (input) => {
    if (input == null || (typeof input === "string" && input.trim() === "")) return null;
    const given =
      typeof input === "string"
        ? /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(input.trim())
        : null;
    const value = given?.[1];
    // A month or day past any the calendar has (2026-99-99) is no date at all, and a 30 February rolls over.
    const time = value ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    if (value && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)) return value;
    return new Invalid("is not a day (write it as YYYY-MM-DD, such as 2026-12-01).");
  },
  toColumn: (value) => value,
};

/** The field's rule as a zod schema, for whole or partial records pushed as JSON. */
export function zodField<T>(field: Field<T>): z.ZodType<T, z.ZodTypeDef, unknown> {
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
