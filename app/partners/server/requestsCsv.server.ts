/**
 * The devices a partner collected through its requests, by programme and county, as a CSV file for its funders
 * (issue 50 §1): one row per collected request (the programme, its kind, the county it serves, the day collected),
 * the devices counted by kind from the inventory items handed over, then one total row per county. Through the one
 * CSV writer, every cell formula-safe. The partner the caseworker acts for only.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { rows, sql, type Db } from "~/db/engine.server";
import { db as serverStore } from "~/db/serverStore.server";
import { csvText, type CsvCell } from "~/kits/documents/csvWriter.server";
import { deviceTypeOf } from "~/applications/staff/devicesAsked";
import { requestWordsIn } from "~/partners/requestWords";
import { partnerResponseHeaders, requireCaseworker } from "./partnerSession.server";

type Given = { id: string; name: string; kind: string; county: string; day: string; type: string | null };

export async function requestsCsv(db: Db, partnerId: string, locale: Locale): Promise<string> {
  const words = requestWordsIn(locale);
  const given = await rows(
    db,
    sql<Given>`SELECT r.id, r.programme_name AS name, r.programme_kind AS kind, r.county,
         r.collection_day AS day, i."Computer_Type" AS type
       FROM device_requests r JOIN device_request_items d ON d.request_id = r.id
       JOIN "Computer_Inventory" i ON i.id = d.item_id
       WHERE r.partner_id = ${partnerId} AND r.state = 'collected'
       ORDER BY r.collection_day, r.id`,
  );
  const tally = new Map<string, { first: Given; counts: [number, number, number] }>();
  const byCounty = new Map<string, [number, number, number]>();
  for (const item of given) {
    const at = ["Laptop", "Desktop", "Tablet"].indexOf(deviceTypeOf(item.type) ?? "");
    const entry = tally.get(item.id) ?? { first: item, counts: [0, 0, 0] };
    const county = byCounty.get(item.county) ?? [0, 0, 0];
    if (at >= 0) {
      entry.counts[at]!++;
      county[at]!++;
    }
    tally.set(item.id, entry);
    byCounty.set(item.county, county);
  }
  const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);
  const programmes: CsvCell[][] = [...tally.values()].map(({ first, counts }) => [
    first.name,
    words.kinds[first.kind as keyof typeof words.kinds] ?? first.kind,
    first.county,
    first.day,
    ...counts,
    sum(counts),
  ]);
  const counties: CsvCell[][] = [...byCounty.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([county, counts]) => [words.csvTotal, "", county, "", ...counts, sum(counts)]);
  return csvText(words.csv.columns, [...programmes, ...counties]);
}

export async function requestsCsvLoader({ request }: LoaderFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const body = await requestsCsv(serverStore(), caseworker.actingFor.id, locale);
  return new Response(body, {
    headers: {
      ...partnerResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${requestWordsIn(locale).csvFileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
