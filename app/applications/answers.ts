/**
 * The application's answers, step by step, and the rule that reads each step's form. A step's reader gives the
 * answers or, for each field that cannot be used, the key of the sentence that says why (`content/applicationWords`
 * words it in the page's language). What a person typed is handed back as typed; only read answers are kept.
 */
import { emailKey } from "~/kits/records/championLookup";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import type { Locale } from "~/i18n/locale";
import { usMobileE164 } from "~/sms/phoneNumber";

import type { Region } from "~/kits/region/region";
import { plainText as plainLine, readEmail, type StepReading as Reading, type Typed } from "~/kits/forms/reading";

export type { Typed };

/** The screener's answers as kept: never the income figure, only what the application was accepted on. */
export type KeptScreener = {
  zip: string;
  householdSize: number;
  programme: boolean;
  basis: "programme" | "income";
  region: Region;
};
/**
 * Who the applicant is and how to reach them (issue 38): a mobile number (kept in E.164), an email, or both, and
 * which of the two we write to (`contactBy`; absent in a draft kept before it was asked: email).
 */
export type AboutAnswers = {
  fullName: string;
  email: string | null;
  phone: string | null;
  contactBy?: "text" | "email";
  language: Locale;
};
export type DeviceAnswers = { laptop: number; desktop: number; tablet: number };
export type RecommenderAnswers = {
  /** The organization's name, as listed or as typed. */
  organization: string;
  listed: boolean;
  /**
   * The partner chosen from the list (its record id); null when the organization was typed. Absent in a draft
   * saved before partners had records: the application then keeps no id, and the name still finds the partner
   * (`applicantsOfPartner`).
   */
  partnerId?: string | null;
  firstName: string;
  lastName: string;
  email: string;
};

/** A recommender's three answers, when the recommender fills the application in with the applicant (decision 093). */
export type WrittenRecommendation = { howKnown: string; howLong: string; howHelp: string };

export type Answers = {
  screener?: KeptScreener;
  about?: AboutAnswers;
  devices?: DeviceAnswers;
  recommender?: RecommenderAnswers;
  /** Written with the recommender step by a partner's caseworker who fills the application in with the client. */
  recommendation?: WrittenRecommendation;
  /**
   * What was typed on a step that could not be read yet when the applicant saved to finish later (the devices step
   * with nothing chosen, say): shown again on that step, until the step is answered.
   */
  unfinished?: Partial<Record<"about" | "devices" | "recommender", Typed>>;
};

export type ErrorKey =
  | "zip"
  | "householdSize"
  | "programme"
  | "income"
  | "fullName"
  | "nameCharacters"
  | "email"
  | "phone"
  | "emailOrPhone"
  | "textsNeedPhone"
  | "emailNeeded"
  | "language"
  | "deviceCount"
  | "deviceTotal"
  | "organization"
  | "organizationOther"
  | "recommenderFirst"
  | "recommenderLast"
  | "recommenderEmail"
  | "recommenderIsApplicant"
  | "consent";

export type StepReading<T> = Reading<T, ErrorKey>;

/** The value the organization list uses for 'My organization is not listed'. */
export const NOT_LISTED = "not-listed";
export const MAX_DEVICES_EACH = 2;
const MAX_TEXT = 120;

const plainText = (value: string | undefined, max = MAX_TEXT) => plainLine(value, max);

/** Dollars as people write them: "24000", "24,000", "$24,000.50". */
function readDollars(value: string | undefined): number | null {
  const cleaned = (value ?? "").trim().replace(/^\$\s*/, "");
  if (!/^(?:\d{1,9}|\d{1,3}(?:,\d{3}){1,2})(?:\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned.replace(/,/g, ""));
}

/** The screener's form: its answers, and the income to compare (never kept). */
export function readScreener(typed: Typed): StepReading<{
  zip: string;
  householdSize: number;
  programme: boolean;
  income: number | null;
}> {
  const errors: Partial<Record<string, ErrorKey>> = {};
  const zip = (typed.zip ?? "").trim();
  if (!/^\d{5}$/.test(zip)) errors.zip = "zip";
  const size = (typed.householdSize ?? "").trim();
  const householdSize = /^\d{1,2}$/.test(size) ? Number(size) : 0;
  if (householdSize < 1 || householdSize > 20) errors.householdSize = "householdSize";
  const programme = typed.programme === "yes" ? true : typed.programme === "no" ? false : null;
  if (programme === null) errors.programme = "programme";
  const income = programme === false ? readDollars(typed.income) : null;
  if (programme === false && income === null) errors.income = "income";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { zip, householdSize, programme: programme!, income } };
}

export function readAbout(typed: Typed): StepReading<AboutAnswers> {
  const errors: Partial<Record<string, ErrorKey>> = {};
  const fullName = plainText(typed.fullName);
  if (!fullName) errors.fullName = "fullName";
  else if (hasHiddenCharacters(fullName)) errors.fullName = "nameCharacters";
  const emailTyped = (typed.email ?? "").trim();
  const email = emailTyped === "" ? null : readEmail(emailTyped);
  if (emailTyped !== "" && !email) errors.email = "email";
  const phoneTyped = (typed.phone ?? "").trim();
  const phone = phoneTyped === "" ? null : usMobileE164(phoneTyped);
  if (phoneTyped !== "" && !phone) errors.phone = "phone";
  // Unanswered, the one way given (email when both are, as before texts were offered).
  const contactBy =
    typed.contactBy === "text" || typed.contactBy === "email" ? typed.contactBy : emailTyped ? "email" : "text";
  if (emailTyped === "" && phoneTyped === "") errors.phone = "emailOrPhone";
  else if (contactBy === "text" && phoneTyped === "") errors.phone = "textsNeedPhone";
  else if (contactBy === "email" && emailTyped === "") errors.email = "emailNeeded";
  const language = typed.language === "en" || typed.language === "es" ? typed.language : null;
  if (!language) errors.language = "language";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { fullName: fullName!, email, phone, contactBy, language: language! } };
}

/** Where the applicant is written to: their number when they chose texts, otherwise their email. */
export const writesByText = (about: AboutAnswers) => about.contactBy === "text" && about.phone !== null;

/**
 * The key an applicant's records are found by: their email's key, or their number (E.164) when they gave no email
 * (the sign-in code, the language they last used, an application still open).
 */
export const personKey = (about: AboutAnswers) => (about.email ? emailKey(about.email) : about.phone!);

export function readDevices(typed: Typed): StepReading<DeviceAnswers> {
  const errors: Partial<Record<string, ErrorKey>> = {};
  const count = (name: keyof DeviceAnswers) => {
    const value = (typed[name] ?? "").trim();
    if (!/^\d$/.test(value) || Number(value) > MAX_DEVICES_EACH) {
      errors[name] = "deviceCount";
      return 0;
    }
    return Number(value);
  };
  const value = { laptop: count("laptop"), desktop: count("desktop"), tablet: count("tablet") };
  if (!Object.keys(errors).length && value.laptop + value.desktop + value.tablet === 0) errors.laptop = "deviceTotal";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/**
 * `organizations` are the partners offered (the select's value is the id); `applicantEmail` the applicant's own,
 * which cannot be the recommender's.
 */
export function readRecommender(
  typed: Typed,
  organizations: readonly { id: string; name: string }[],
  applicantEmail: string | undefined,
): StepReading<RecommenderAnswers> {
  const errors: Partial<Record<string, ErrorKey>> = {};
  const chosen = (typed.organization ?? "").trim();
  const listed = chosen !== NOT_LISTED;
  let organization: string | null = null;
  let partnerId: string | null = null;
  if (!listed) {
    organization = plainText(typed.organizationOther, 160);
    if (!organization) errors.organizationOther = "organizationOther";
  } else {
    const partner = organizations.find((offered) => offered.id === chosen);
    organization = partner?.name ?? null;
    partnerId = partner?.id ?? null;
    if (!organization) errors.organization = "organization";
  }
  const firstName = plainText(typed.firstName, 60);
  if (!firstName) errors.firstName = "recommenderFirst";
  else if (hasHiddenCharacters(firstName)) errors.firstName = "nameCharacters";
  const lastName = plainText(typed.lastName, 60);
  if (!lastName) errors.lastName = "recommenderLast";
  else if (hasHiddenCharacters(lastName)) errors.lastName = "nameCharacters";
  const email = readEmail(typed.email);
  if (!email) errors.email = "recommenderEmail";
  else if (applicantEmail && emailKey(email) === emailKey(applicantEmail)) errors.email = "recommenderIsApplicant";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : {
        ok: true,
        value: {
          organization: organization!,
          listed,
          partnerId,
          firstName: firstName!,
          lastName: lastName!,
          email: email!,
        },
      };
}

/** A written recommendation's answers and their longest lengths, as the recommender's own form has them. */
const RECOMMENDATION_LIMITS = { howKnown: 1000, howLong: 200, howHelp: 2000 } as const;
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The recommender's three answers; a field's error key is its own name (the recommender's words word it). */
export function readWrittenRecommendation(typed: Typed): Reading<WrittenRecommendation, keyof WrittenRecommendation> {
  const errors: Partial<Record<string, keyof WrittenRecommendation>> = {};
  const value = {} as WrittenRecommendation;
  for (const name of ["howKnown", "howLong", "howHelp"] as const) {
    const answer = (typed[name] ?? "").slice(0, RECOMMENDATION_LIMITS[name]).trim();
    if (!answer || CONTROL_CHARACTERS.test(answer)) errors[name] = name;
    value[name] = answer;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** The steps after the screener, in order; each page's address is `/application/<step>`. */
export const applicationSteps = ["about", "devices", "recommender", "check"] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

export function isApplicationStep(value: unknown): value is ApplicationStep {
  return typeof value === "string" && (applicationSteps as readonly string[]).includes(value);
}

/** The first step whose answers are missing ("check" once all are given); null while the screener is not passed. */
export function firstOpenStep(answers: Answers): ApplicationStep | null {
  if (!answers.screener) return null;
  if (!answers.about) return "about";
  if (!answers.devices) return "devices";
  if (!answers.recommender) return "recommender";
  return "check";
}

export const APPLICATION_PATH = "/application";
export const stepPath = (step: ApplicationStep | "sent" | "saved") => `${APPLICATION_PATH}/${step}`;
