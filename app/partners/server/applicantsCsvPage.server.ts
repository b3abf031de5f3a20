/**
 * A caseworker's applicants as a CSV file: only the organisation they act for.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath } from "~/i18n/locale";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { db } from "~/db/serverStore.server";
import { partnerApplicantsCsv } from "~/partners/server/partnerApplicantsCsv.server";
import { requireCaseworker } from "~/partners/server/partnerSession.server";
import { env } from "~/platform/env.server";
import { partnerResponseHeaders } from "~/partners/server/partnerSession.server";

// The list of the partner the caseworker acts for, as a file; anyone else is sent to the partner sign-in.
export async function applicantsCsvLoader({ request }: LoaderFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const body = await partnerApplicantsCsv(db(), caseworker.actingFor.id, locale, env().orgTimeZone);
  return new Response(body, {
    headers: {
      ...partnerResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${partnerPortalWordsIn(locale).csv.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
