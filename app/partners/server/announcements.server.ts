/**
 * Short announcements staff post to every partner (issue 50 §1): at most 500 characters, a link, and the last day
 * they show on each partner's dashboard (the organisation's day). Read and checked here; a refusal says why.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { hasControl } from "~/kits/forms/reading";
import { isDay } from "../deviceRequest";

export const ANNOUNCEMENT_LENGTH = 500;

export type Announcement = { id: number; body: string; link: string; endsOn: string };

export type AnnouncementAnswer = { ok: true } | { ok: false; problem: string };

/** A link a partner can follow: http or https, at most 500 characters. */
function readLink(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > 500 || hasControl(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export async function postAnnouncement(
  db: Db,
  typed: { body: string; link: string; endsOn: string },
  staff: string,
  today: string,
  now = Date.now(),
): Promise<AnnouncementAnswer> {
  const body = typed.body.trim().replace(/\r\n?/g, "\n");
  if (!body || hasControl(body.replace(/\n/g, " ")))
    return { ok: false, problem: "Write the announcement: a few sentences of plain text." };
  if ([...body].length > ANNOUNCEMENT_LENGTH)
    return { ok: false, problem: `The announcement is longer than ${ANNOUNCEMENT_LENGTH} characters.` };
  const link = readLink(typed.link);
  if (!link) return { ok: false, problem: "Give the link as a web address starting with https://." };
  const endsOn = typed.endsOn.trim();
  if (!isDay(endsOn) || endsOn < today)
    return { ok: false, problem: "Give the last day it shows as a date from today on, such as 2027-03-31." };
  await sql`INSERT INTO partner_announcements (body, link, ends_on, posted_by, posted_at)
    VALUES (${body}, ${link}, ${endsOn}, ${staff}, ${now})`.execute(db);
  return { ok: true };
}

/** The announcements showing on `today` (their last day not passed), newest first. */
export async function currentAnnouncements(db: Db, today: string): Promise<Announcement[]> {
  const found = await rows(
    db,
    sql<{ id: number | string; body: string; link: string; ends_on: string }>`SELECT id, body, link, ends_on
       FROM partner_announcements WHERE ends_on >= ${today} ORDER BY posted_at DESC, id DESC`,
  );
  return found.map((row) => ({ id: Number(row.id), body: row.body, link: row.link, endsOn: row.ends_on }));
}
