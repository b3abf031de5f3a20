/**
 * A non-profit's application to become a partner, as its form is read: each field's rule, and for each field that
 * cannot be used the key of the sentence that says why (`content/partnerApplicationWords` words it in the page's
 * language). What was typed is handed back as typed; only read answers are kept.
 */
import { readEmail } from "~/kits/forms/reading";
import { mixesScripts } from "~/kits/forms/letterScripts";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { characterProblem } from "~/kits/forms/typedCharacters";
import { partnerRegions, type PartnerRegion } from "~/kits/records/partnerRegions";

export type PartnerApplication = {
  organization: string;
  /** Nine digits, without the dash (`formatEin` shows it). */
  ein: string;
  region: PartnerRegion;
  address: string;
  website: string | null;
  contactName: string;
  email: string;
  phone: string;
  services: string;
  distribution: string;
};

export const partnerFormFields = [
  "organization",
  "ein",
  "region",
  "address",
  "website",
  "contactName",
  "email",
  "phone",
  "services",
  "distribution",
  "confirmMission",
  "confirmDistribution",
] as const;
export type PartnerFormField = (typeof partnerFormFields)[number];
/**
 * Each field's sentence: the field's own, `nameCharacters` for a name no one can read (see personName.ts), or
 * `organizationScripts` for an organisation's name that mixes alphabets (see letterScripts.ts).
 */
export type PartnerErrors = Partial<
  Record<PartnerFormField, PartnerFormField | "nameCharacters" | "organizationScripts">
>;
export type PartnerTyped = Record<string, string>;

export const LONG_TEXT = 2000;

/** One line of text: spaces trimmed and runs made one; a control character (a pasted NUL, a CR/LF) refuses it. */
export function line(value: string | undefined, max: number): string | null {
  const given = value ?? "";
  const trimmed = given.trim().replace(/\s+/g, " ");
  return trimmed && trimmed.length <= max && !characterProblem(given) ? trimmed : null;
}
/** A few paragraphs: line breaks kept (as \n), other control characters refused. */
function paragraphs(value: string | undefined, max: number): string | null {
  const given = (value ?? "").replace(/\r\n?/g, "\n");
  const trimmed = given.trim();
  return trimmed && trimmed.length <= max && !characterProblem(given, { lines: true }) ? trimmed : null;
}

/** Nine digits, with or without the dash after the second (`12-3456789`, `123456789`); anything else is null. */
export function readEin(value: string | undefined): string | null {
  const trimmed = (value ?? "").trim();
  return /^\d{2}-?\d{7}$/.test(trimmed) ? trimmed.replace("-", "") : null;
}

/** An EIN as the IRS writes it: `12-3456789`. */
export const formatEin = (digits: string) => `${digits.slice(0, 2)}-${digits.slice(2)}`;

/** An http(s) address with a host that has a dot; empty is no website (null), anything else is refused (""). */
export function readWebsite(value: string | undefined): string | null | "" {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return null;
  if (trimmed.length > 200 || /\s/.test(trimmed)) return "";
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return "";
    if (url.username || url.password) return "";
    return url.href;
  } catch {
    return "";
  }
}

/** A phone number of at least ten digits, written with the usual separators. */
export function readPhone(value: string | undefined): string | null {
  const trimmed = (value ?? "").trim();
  return /^[\d\s()+.-]{10,25}$/.test(trimmed) && trimmed.replace(/\D/g, "").length >= 10 ? trimmed : null;
}

export function readPartnerApplication(
  typed: PartnerTyped,
): { ok: true; value: PartnerApplication } | { ok: false; errors: PartnerErrors } {
  const errors: PartnerErrors = {};
  const organization = line(typed.organization, 160);
  if (!organization) errors.organization = "organization";
  else if (mixesScripts(organization)) errors.organization = "organizationScripts";
  const ein = readEin(typed.ein);
  if (!ein) errors.ein = "ein";
  const region = partnerRegions.find((value) => value === typed.region) ?? null;
  if (!region) errors.region = "region";
  const address = line(typed.address, 240);
  if (!address) errors.address = "address";
  const website = readWebsite(typed.website);
  if (website === "") errors.website = "website";
  const contactName = line(typed.contactName, 120);
  if (!contactName) errors.contactName = "contactName";
  else if (hasHiddenCharacters(contactName)) errors.contactName = "nameCharacters";
  const email = readEmail(typed.email);
  if (!email) errors.email = "email";
  const phone = readPhone(typed.phone);
  if (!phone) errors.phone = "phone";
  const services = paragraphs(typed.services, LONG_TEXT);
  if (!services) errors.services = "services";
  const distribution = paragraphs(typed.distribution, LONG_TEXT);
  if (!distribution) errors.distribution = "distribution";
  if (typed.confirmMission !== "yes") errors.confirmMission = "confirmMission";
  if (typed.confirmDistribution !== "yes") errors.confirmDistribution = "confirmDistribution";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      organization: organization!,
      ein: ein!,
      region: region!,
      address: address!,
      website: website as string | null,
      contactName: contactName!,
      email: email!,
      phone: phone!,
      services: services!,
      distribution: distribution!,
    },
  };
}
