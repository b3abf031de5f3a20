/**
 * `/partners/renew` (behind the partner sign-in): the partner's details as the record holds them, prefilled, to
 * confirm or correct for this year's cycle. Each field has its sentence and what was typed is kept; the caseworker
 * who confirms keeps their own address in the list (removing it would end their session mid-way), and the name may
 * not be another partner's (decision 083).
 */
import { data } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { partnerDetailsFields, readPartnerDetails, type PartnerDetailsField } from "~/partners/partnerDetailsForm";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { emailKey } from "~/kits/records/championLookup";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { caseworkerIdentity } from "./caseworkerIdentity.server";
import { confirmRenewal, partnerDetails, renewalCycle } from "./partnerRenewals.server";
import { partnerResponseHeaders, requireCaseworker } from "./partnerSession.server";

export type RenewTyped = Record<PartnerDetailsField, string>;

export async function partnerRenewPage(request: Request) {
  const caseworker = await requireCaseworker(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const timeZone = env().orgTimeZone;
  const cycle = renewalCycle(Date.now(), timeZone);
  const details = await partnerDetails(db(), caseworker.actingFor.id, cycle);
  if (!details) throw data(null, { status: 404, headers: partnerResponseHeaders });
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const typed: RenewTyped = {
    organization: details.organization,
    region: details.region,
    address: details.address,
    phone: details.phone,
    website: details.website ?? "",
    emails: details.emails.join("\n"),
  };
  return data(
    {
      email: caseworker.email,
      partner: caseworker.actingFor.name,
      canSwitch: caseworker.partners.length > 1,
      protection: { csrfToken, honeypotProps },
      cycle,
      confirmed: details.confirmedAt === null ? null : formatMoment(locale, details.confirmedAt, timeZone),
      typed,
    },
    { headers: { ...partnerResponseHeaders, ...(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) } },
  );
}

export type RenewResult =
  | { done: string }
  | { errors: Partial<Record<PartnerDetailsField, string>>; typed: RenewTyped; problem: string | null };

export async function partnerRenewPost(request: Request) {
  const caseworker = await requireCaseworker(request);
  const words = partnerPortalWordsIn(localeFromPath(new URL(request.url).pathname)).renew;
  const answer = (result: RenewResult, status: number) => data(result, { status, headers: partnerResponseHeaders });
  const guarded = await readGuardedForm(request);
  const empty = Object.fromEntries(partnerDetailsFields.map((name) => [name, ""])) as RenewTyped;
  if (!guarded.ok) {
    const typed = guarded.form
      ? (Object.fromEntries(
          partnerDetailsFields.map((name) => [name, singleText(guarded.form!, name) ?? ""]),
        ) as RenewTyped)
      : empty;
    return answer(
      { errors: {}, typed, problem: guarded.message || words.errors.summary },
      guarded.spam ? 400 : guarded.status,
    );
  }
  const typed = Object.fromEntries(
    partnerDetailsFields.map((name) => [name, (singleText(guarded.form, name) ?? "").slice(0, 4000)]),
  ) as RenewTyped;
  const read = readPartnerDetails(typed);
  const errors: Partial<Record<PartnerDetailsField, string>> = {};
  if (!read.ok)
    for (const [name, key] of Object.entries(read.errors) as [PartnerDetailsField, keyof typeof words.errors][])
      errors[name] = words.errors[key];
  else if (!read.value.emails.some((listed) => emailKey(listed) === emailKey(caseworker.email)))
    errors.emails = words.errors.selfRemoved;
  if (!read.ok || Object.keys(errors).length > 0) return answer({ errors, typed, problem: null }, 400);
  const cycle = renewalCycle(Date.now(), env().orgTimeZone);
  const confirmed = await confirmRenewal(
    db(),
    caseworker.actingFor.id,
    read.value,
    caseworkerIdentity(caseworker.actingFor.id, caseworker.email),
    cycle,
  );
  if (confirmed === "name-taken") {
    log.info("partner renewal refused: another partner's name", { partner: caseworker.actingFor.id, cycle });
    return answer({ errors: { organization: words.errors.nameTaken }, typed, problem: null }, 409);
  }
  log.info("partner renewal confirmed", { partner: caseworker.actingFor.id, cycle });
  return answer({ done: words.done(cycle) }, 200);
}
