/**
 * A partner's details as the yearly renewal form (`/partners/renew`) reads them: the organisation, its region,
 * address, phone, website and its caseworkers' addresses (one a line), each with the rule of the partner application
 * (`partnerApplicationForm`), and for a field that cannot be used the key of its sentence.
 */
import { mixesScripts } from "~/kits/forms/letterScripts";
import { readEmail } from "~/kits/forms/reading";
import { line, readPhone, readWebsite } from "~/partners/partnerApplicationForm";
import { partnerRegions, type PartnerRegion } from "~/kits/records/partnerRegions";

export type PartnerDetails = {
  organization: string;
  region: PartnerRegion;
  address: string;
  phone: string;
  website: string | null;
  emails: string[];
};

export const partnerDetailsFields = ["organization", "region", "address", "phone", "website", "emails"] as const;
export type PartnerDetailsField = (typeof partnerDetailsFields)[number];

/** More addresses than any partner has caseworkers is a pasted list gone wrong. */
const MAX_EMAILS = 50;

/** The addresses, one a line (commas and semicolons too, as the CRM writes them), each once, in the order given. */
function readEmails(value: string | undefined): string[] | null {
  const parts = (value ?? "")
    .split(/[\r\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_EMAILS) return null;
  const read = parts.map((part) => readEmail(part));
  if (read.some((email) => email === null)) return null;
  const seen = new Set<string>();
  return (read as string[]).filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Each field's sentence: the field's own, or `organizationScripts` for a name that mixes alphabets (letterScripts.ts). */
export type PartnerDetailsErrors = Partial<Record<PartnerDetailsField, PartnerDetailsField | "organizationScripts">>;

export function readPartnerDetails(
  typed: Record<string, string>,
): { ok: true; value: PartnerDetails } | { ok: false; errors: PartnerDetailsErrors } {
  const errors: PartnerDetailsErrors = {};
  const organization = line(typed.organization, 160);
  if (!organization) errors.organization = "organization";
  else if (mixesScripts(organization)) errors.organization = "organizationScripts";
  const region = partnerRegions.find((value) => value === typed.region) ?? null;
  if (!region) errors.region = "region";
  const address = line(typed.address, 240);
  if (!address) errors.address = "address";
  const phone = readPhone(typed.phone);
  if (!phone) errors.phone = "phone";
  const website = readWebsite(typed.website);
  if (website === "") errors.website = "website";
  const emails = readEmails(typed.emails);
  if (!emails) errors.emails = "emails";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      organization: organization!,
      region: region!,
      address: address!,
      phone: phone!,
      website: website as string | null,
      emails: emails!,
    },
  };
}
