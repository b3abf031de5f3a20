/**
 * A programme's handover sheet (issue 50 §1): a tagged PDF (`newPdf`, so `pdfUaDocument`: tagged, in the request's
 * language, fonts embedded) listing every device set aside by model and inventory id, the collection, and who
 * signed for them and when, or that nobody has yet. It states only what the records hold. The partner's own request
 * only: another's is not found.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { lines, newPdf, paragraph, pdfBytes, sections, title } from "~/kits/documents/pdfLayout.server";
import { requestWordsIn } from "~/partners/requestWords";
import { collectionWhen } from "./deviceRequestEmails.server";
import { partnerRequest, requestDevices, type DeviceRequest } from "./deviceRequests.server";
import { partnerResponseHeaders, requireCaseworker } from "./partnerSession.server";

export async function handoverSheetPdf(
  request: DeviceRequest,
  devices: readonly { id: string; model: string | null }[],
  timeZone: string,
): Promise<Uint8Array> {
  const locale = request.locale;
  const words = requestWordsIn(locale);
  const pdf = newPdf(`${words.sheet.title}: ${request.programmeName}`, locale);
  title(pdf, `${words.sheet.title}: ${request.programmeName}`);
  lines(pdf, [
    { label: words.sheet.partner, value: request.partnerName },
    { label: words.sheet.programme, value: `${words.kinds[request.programmeKind]}: ${request.programmeName}` },
    ...(request.collectionDay && request.collectionWindow
      ? [
          {
            label: words.sheet.collection,
            value: collectionWhen(locale, { day: request.collectionDay, window: request.collectionWindow }),
          },
        ]
      : []),
  ]);
  pdf.doc.moveDown(0.6);
  sections(pdf, [
    {
      heading: `${words.sheet.devices} (${devices.length})`,
      lines: devices.map((device) => ({
        label: `${words.sheet.itemId} ${device.id}`,
        value: device.model ?? words.sheet.unknownModel,
      })),
    },
  ]);
  if (request.signedName && request.collectedAt !== null)
    lines(pdf, [
      { label: words.sheet.signedBy, value: request.signedName },
      { label: words.sheet.signedOn, value: formatMoment(locale, request.collectedAt, timeZone) },
    ]);
  else paragraph(pdf, words.sheet.notSigned);
  return pdfBytes(pdf);
}

export async function handoverSheetLoader({ request, params }: LoaderFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const found = await partnerRequest(db(), caseworker.actingFor.id, params.requestId ?? "");
  if (!found || found.state === "new" || found.state === "started")
    return new Response("Not Found", { status: 404, headers: partnerResponseHeaders });
  // The sheet is in the page's language, whatever the request was asked in.
  const locale = localeFromPath(new URL(request.url).pathname);
  const bytes = await handoverSheetPdf({ ...found, locale }, await requestDevices(db(), found.id), env().orgTimeZone);
  return new Response(Buffer.from(bytes), {
    headers: {
      ...partnerResponseHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="handover-${found.id}.pdf"`,
    },
  });
}
