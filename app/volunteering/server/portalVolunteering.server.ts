/**
 * What the portal shows and serves a signed-in volunteer (issue 49 §1): the Volunteering section beside their
 * device donations and gifts (their coming shifts with the cancel page, their past shifts with the hours from
 * attendance, the total, the waivers signed, the letter of hours), and the letter's PDF at
 * `/portal/volunteering/letters/<number>.pdf`, through the documents kit's download guard. Who they are is what the
 * session proves (`volunteerPortal.server.ts`); another person's letter number is the same 404 as none.
 */
import { db } from "~/db/serverStore.server";
import { formatMoment } from "~/i18n";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { guardPersonalDownload } from "~/kits/documents/download.server";
import type { PlaceState } from "~/kits/places/placeQueue.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { parseLetterNumber } from "~/volunteering/letterNumber";
import { hoursOf } from "~/volunteering/roles";
import { volunteerWordsIn } from "~/volunteering/words";
import { letterFileName, letterPdf } from "./hoursPages.server";
import type { VolunteerShift } from "./volunteerHours.server";
import { currentLetterOf, volunteerKeyOf, volunteerRecord } from "./volunteerPortal.server";

export const portalLetterPath = (number: string) => `/portal/volunteering/letters/${number}.pdf`;
export const portalCancelPath = (seq: number) => `/portal/volunteering/places/${seq}/cancel`;

type ShiftShown = {
  seq: number;
  date: string;
  starts: string;
  ends: string;
  title: string;
  place: string | null;
  state: Exclude<PlaceState, "cancelled">;
  hours: number | null;
  attended: boolean | null;
};

export type VolunteeringView = {
  coming: (ShiftShown & { cancelPath: string })[];
  past: ShiftShown[];
  hours: number;
  waivers: string[];
  letterPath: string | null;
};

const shown = (shift: VolunteerShift): ShiftShown => ({
  seq: shift.seq,
  date: shift.date,
  starts: shift.starts,
  ends: shift.ends,
  title: shift.title,
  place: shift.place,
  state: shift.state === "cancelled" ? "seat" : shift.state,
  hours: shift.attended && shift.minutes !== null ? hoursOf(shift.minutes) : null,
  attended: shift.attended,
});

/** The signed-in person's Volunteering section, or null when they never signed up for a shift. */
export async function volunteeringFor(sessionKey: string | null, locale: Locale): Promise<VolunteeringView | null> {
  const key = volunteerKeyOf(sessionKey);
  const zone = env().orgTimeZone;
  const record = key ? await volunteerRecord(db(), key, zone) : null;
  if (!record) return null;
  const words = volunteerWordsIn(locale).portal;
  return {
    coming: record.coming.map((shift) => ({ ...shown(shift), cancelPath: portalCancelPath(shift.seq) })),
    past: record.past.map(shown),
    hours: hoursOf(record.minutes),
    waivers: record.waivers.map((waiver) =>
      words.waiver(
        waiver.signedBy,
        waiver.signedFor,
        waiver.byGuardian,
        waiver.version,
        formatMoment(locale, waiver.signedAt, zone),
      ),
    ),
    letterPath: record.letter ? portalLetterPath(record.letter.number) : null,
  };
}

/** The letter of hours `<number>.pdf` for the signed-in volunteer whose letter of their hours now it is. */
export async function portalLetterResponse(request: Request, file: string): Promise<Response> {
  const download = await guardPersonalDownload(request);
  const number = parseLetterNumber(/^(.+)\.pdf$/.exec(file)?.[1] ?? "");
  const key = volunteerKeyOf(download.emailKey);
  const found = number && key ? await currentLetterOf(db(), key, number, env().orgTimeZone) : null;
  if (!found) {
    const sentence = documentWordsIn(localeFromPath(new URL(request.url).pathname)).noSuchDocument;
    return new Response(sentence, {
      status: 404,
      headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  }
  const body = await letterPdf(found.facts, found.shifts);
  log.info("volunteer letter downloaded", { from: "portal" });
  return download.send({
    fileName: letterFileName(found.facts),
    contentType: "application/pdf",
    inline: true,
    open: () => new Blob([new Uint8Array(body)]).stream(),
  });
}
