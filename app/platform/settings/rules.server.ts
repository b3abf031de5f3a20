/** The rules several settings share: a duration, a list of them, a time zone, a day of the year, on or off. */
import { z } from "zod";

/** Secrets separated by commas, each at least 32 characters: the first signs, all are accepted. */
export const secretList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, "each secret must be at least 32 characters")).min(1));

/** A secret or a token: at least 32 characters. */
export const longSecret = z.string().min(32, "must be at least 32 characters");

/** A cache lifetime: whole seconds, at most a year. */
export const seconds = z.coerce.number().int().min(0).max(31_536_000);

/** Whole days, at most ten years. */
export const days = z.coerce.number().int().min(1).max(3650);

export const onOff = z.enum(["on", "off"], { message: "must be on or off" });

/** A delay as a number and a unit (s, m, h or d): "3d", "90m"; in milliseconds. */
const durationUnits = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
export const duration = z
  .string()
  .trim()
  .regex(/^\d{1,6}[smhd]$/, "must be a number and a unit (s, m, h or d), such as 3d")
  .transform((text) => Number(text.slice(0, -1)) * durationUnits[text.slice(-1) as keyof typeof durationUnits])
  .pipe(
    z
      .number()
      .min(1000, "must be at least a second")
      .max(366 * 86_400_000, "must be at most a year"),
  );

/** Delays separated by commas ("3d,7d"), each longer than the one before; "none" for none. */
export const durations = z
  .string()
  .transform((text) => (text.trim() === "none" ? [] : text.split(",")))
  .pipe(z.array(duration).max(5, "at most 5 delays"))
  .refine(
    (delays) => delays.every((delay, index) => index === 0 || delay > delays[index - 1]!),
    "each delay must be longer than the one before",
  );

/** A time zone by its IANA name, as this runtime's Intl knows it: "America/New_York". */
export const timeZone = z.string().refine((name) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}, "must be a time zone name such as America/New_York");

/** A day of every year, MM-DD (February 29th is not one). */
export const monthDay = z
  .string()
  .regex(/^\d{2}-\d{2}$/, "must be a month and day, MM-DD, like 02-15")
  .refine((value) => {
    const [month, day] = value.split("-").map(Number) as [number, number];
    // Checked in a year that is not a leap year, so the day exists every year.
    const date = new Date(Date.UTC(2027, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "must be a day that exists every year, like 02-15")
  .transform((value) => {
    const [month, day] = value.split("-").map(Number) as [number, number];
    return { month, day };
  });

/** Settings that are set together or not at all: the values, all set, or null; some without the others throw. */
export function allOrNone<T extends Record<string, string | undefined>>(
  values: T,
  problem: () => Error,
): { [K in keyof T]: string } | null {
  const set = Object.values(values).filter(Boolean).length;
  if (set === 0) return null;
  if (set < Object.keys(values).length) throw problem();
  return values as { [K in keyof T]: string };
}
