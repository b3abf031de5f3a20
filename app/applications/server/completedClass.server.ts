/**
 * A class the applicant completed, as the recommender step shows it (decision 094): the latest completion of their
 * address or mobile number, read through the completions kit (this wing never imports the classes wing), with the partner that hosted
 * it when that partner is one the applicant can choose (the step then chooses it for them).
 */
import type { CompletedClassView } from "~/applications/stepView";
import type { Db } from "~/db/engine.server";
import { formatMoment } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import { completedClassesOf } from "~/kits/completions/completedClasses.server";
import type { NominatingOrganization } from "./organizations.server";

export async function completedClassFor(
  db: Db,
  person: { email?: string | null; phone?: string | null } | undefined,
  organizations: readonly NominatingOrganization[],
  locale: Locale,
  timeZone: string,
): Promise<(CompletedClassView & { partnerId: string | null }) | null> {
  const latest = person ? (await completedClassesOf(db, person))[0] : undefined;
  if (!latest) return null;
  const host = organizations.find((organization) => organization.id === latest.partnerId) ?? null;
  return {
    title: latest.title,
    completedOn: formatMoment(locale, latest.completedAt, timeZone),
    partner: host?.name ?? null,
    partnerId: host?.id ?? null,
  };
}
