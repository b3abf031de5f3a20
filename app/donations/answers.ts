/**
 * A donation being given, step by step, and the rule that reads each step's form (`~/kits/forms/reading`): a reader gives the answers, or for each field that cannot be used the key of the
 * sentence that says why (`content/donationWords` words it in the page's language). What was typed is handed back
 * as typed; only read answers are kept in the draft.
 */
import { plainText, readEmail, type StepReading, type Typed } from "~/kits/forms/reading";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { regionOfZip, type Region } from "~/kits/region/region";
import { pickupDateProblem, type DateProblem } from "./pickupDates";

export const deviceKinds = ["laptops", "desktops", "monitors", "phonesTablets", "printers", "other"] as const;
export type DeviceKind = (typeof deviceKinds)[number];
export type DeviceCounts = Record<DeviceKind, number>;

/** Desktops, monitors and printers are too big for a courier counter: they go to an office. */
export const officeKinds: readonly DeviceKind[] = ["desktops", "monitors", "printers", "other"];
export const MAX_COUNT = 10_000;
/** The spec's rule: 10 or more devices are picked up for free; fewer are dropped off. */
export const PICKUP_FROM = 10;

export type Method = "pickup" | "drop-off";
export type Office = "nj" | "ma";
export const offices: readonly Office[] = ["nj", "ma"];
export type Window = "morning" | "afternoon";
export const windows: readonly Window[] = ["morning", "afternoon"];
export type PreferredDate = { date: string; window: Window };

export type DonorAnswers = { company: string | null; name: string; email: string; phone: string };
export type PickupAnswers = {
  method: "pickup";
  street: string;
  city: string;
  state: string;
  zip: string;
  region: Region;
  notes: string | null;
  dates: PreferredDate[];
};
/** A pickup address on one line, as every page, email and run sheet writes it. */
export const addressLine = (place: { street: string; city: string; state: string; zip: string }) =>
  `${place.street}, ${place.city}, ${place.state} ${place.zip}`;

export type DropOffAnswers = { method: "drop-off"; office: Office | null };
export type DeliveryAnswers = PickupAnswers | DropOffAnswers;
export type Preferences = { certificate: boolean; receipt: boolean };

export type DonationAnswers = {
  devices?: DeviceCounts;
  donor?: DonorAnswers;
  delivery?: DeliveryAnswers;
  preferences?: Preferences;
};

export type DonationErrorKey =
  | "count"
  | "countTotal"
  | "company"
  | "name"
  | "nameCharacters"
  | "email"
  | "phone"
  | "street"
  | "city"
  | "state"
  | "zip"
  | "notes"
  | "dateMissing"
  | DateProblem
  | "sameDate"
  | "window"
  | "office"
  | "pickupTooFew"
  | "certificate"
  | "receipt";

export type { Typed };
export type Errors = Partial<Record<string, DonationErrorKey>>;
export type Reading<T> = StepReading<T, DonationErrorKey>;

const result = <T>(errors: Errors, value: () => T): Reading<T> =>
  Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value() };

export const totalOf = (counts: DeviceCounts) => deviceKinds.reduce((sum, kind) => sum + counts[kind], 0);
export const methodFor = (counts: DeviceCounts): Method => (totalOf(counts) >= PICKUP_FROM ? "pickup" : "drop-off");
/** Whether a drop-off needs an office: anything but laptops, phones and tablets. */
export const needsOffice = (counts: DeviceCounts) => officeKinds.some((kind) => counts[kind] > 0);

/** Whole numbers 0 to 10,000 each (an empty field is 0), at least one device in all. */
export function readDevices(typed: Typed): Reading<DeviceCounts> {
  const errors: Errors = {};
  const counts = {} as DeviceCounts;
  for (const kind of deviceKinds) {
    const value = (typed[kind] ?? "").trim().replace(/,/g, "");
    const count = value === "" ? 0 : /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!(count >= 0 && count <= MAX_COUNT)) errors[kind] = "count";
    counts[kind] = Number.isNaN(count) ? 0 : count;
  }
  if (!Object.keys(errors).length && totalOf(counts) === 0) errors.laptops = "countTotal";
  return result(errors, () => counts);
}

export function readDonor(typed: Typed): Reading<DonorAnswers> {
  const errors: Errors = {};
  const companyTyped = (typed.company ?? "").trim();
  const company = companyTyped === "" ? null : plainText(companyTyped, 160);
  if (companyTyped !== "" && !company) errors.company = "company";
  const name = plainText(typed.name, 120);
  if (!name) errors.name = "name";
  else if (hasHiddenCharacters(name)) errors.name = "nameCharacters";
  const email = readEmail(typed.email);
  if (!email) errors.email = "email";
  const phone = (typed.phone ?? "").trim();
  if (!/^[\d\s()+.-]{7,25}$/.test(phone) || phone.replace(/\D/g, "").length < 10) errors.phone = "phone";
  return result(errors, () => ({ company, name: name!, email: email!, phone }));
}

/**
 * The pickup's address and dates. `outsideRegion` is set (with no other answer) when everything else is fine but
 * the ZIP is outside New Jersey, New York City and Massachusetts: the page then offers the drop-off.
 */
export function readPickup(
  typed: Typed,
  counts: DeviceCounts,
  today: string,
  holidays: ReadonlySet<string>,
): Reading<PickupAnswers> & { outsideRegion?: string } {
  const errors: Errors = {};
  if (methodFor(counts) !== "pickup") return { ok: false, errors: { street: "pickupTooFew" } };
  const street = plainText(typed.street, 160);
  if (!street) errors.street = "street";
  const city = plainText(typed.city, 80);
  if (!city) errors.city = "city";
  const state = (typed.state ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) errors.state = "state";
  const zip = (typed.zip ?? "").trim();
  if (!/^\d{5}(?:-\d{4})?$/.test(zip)) errors.zip = "zip";
  // A browser sends a text area's line breaks as CR LF: kept as plain line breaks, any other control character refused.
  const notesTyped = (typed.notes ?? "").replace(/\r\n?/g, "\n").trim();
  const notes =
    notesTyped === ""
      ? null
      : notesTyped.length <= 500 && !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(notesTyped)
        ? notesTyped
        : "";
  if (notes === "") errors.notes = "notes";
  const dates: PreferredDate[] = [];
  for (const n of [1, 2, 3]) {
    const date = (typed[`date${n}`] ?? "").trim();
    const window = typed[`window${n}`];
    if (date === "") {
      if (n < 3) errors[`date${n}`] = "dateMissing";
      continue;
    }
    const problem = pickupDateProblem(date, today, holidays);
    if (problem) errors[`date${n}`] = problem;
    else if (dates.some((earlier) => earlier.date === date)) errors[`date${n}`] = "sameDate";
    if (window !== "morning" && window !== "afternoon") errors[`window${n}`] = "window";
    else if (!problem) dates.push({ date, window });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const region = regionOfZip(zip.slice(0, 5));
  if (!region) return { ok: false, errors: { zip: "zip" }, outsideRegion: zip };
  return { ok: true, value: { method: "pickup", street: street!, city: city!, state, zip, region, notes, dates } };
}

export function readDropOff(typed: Typed, counts: DeviceCounts): Reading<DropOffAnswers> {
  if (!needsOffice(counts)) return { ok: true, value: { method: "drop-off", office: null } };
  const office = typed.office === "nj" || typed.office === "ma" ? typed.office : null;
  return office ? { ok: true, value: { method: "drop-off", office } } : { ok: false, errors: { office: "office" } };
}

export function readPreferences(typed: Typed): Reading<Preferences> {
  const errors: Errors = {};
  const yesNo = (name: "certificate" | "receipt") => {
    if (typed[name] !== "yes" && typed[name] !== "no") errors[name] = name;
    return typed[name] === "yes";
  };
  const value = { certificate: yesNo("certificate"), receipt: yesNo("receipt") };
  return result(errors, () => value);
}

/** The steps after the first (`/donate/start`), in order; each page's address is `/donate/<step>`. */
export const donationSteps = ["about", "delivery", "check"] as const;
export type DonationStep = (typeof donationSteps)[number];
export const isDonationStep = (value: unknown): value is DonationStep =>
  typeof value === "string" && (donationSteps as readonly string[]).includes(value);

/** The first step whose answers are missing ("check" once all are given); null before the devices are given. */
export function firstOpenStep(answers: DonationAnswers): DonationStep | null {
  if (!answers.devices) return null;
  if (!answers.donor) return "about";
  if (!answers.delivery) return "delivery";
  return "check";
}

export const DONATE_START = "/donate/start";
export const donationStepPath = (step: DonationStep | "sent") => `/donate/${step}`;
export const passPath = (reference: string) => `/donate/pass/${reference}`;
/** The emailed pass (`passLink.server.ts`): the reference, then the key only the server can make for it. */
export const passLinkPath = (reference: string, key: string) => `${passPath(reference)}/${key}`;
