/**
 * The stories people agreed to share (issue 50 §2, decision 122): kept from a follow-up's answer only with consent
 * (`consent.ts`), read by the donor whose device it was (joined by the device's id: the inventory item whose
 * Recipient is the person) and, once staff pick one, on /impact. A story is its own row, so the purge of the
 * follow-up's answers leaves what the person agreed to share, and a story never kept is read by nobody.
 */
import { changes, rows, sql, type Db } from "~/db/engine.server";
import type { StoryToKeep } from "./consent";

export type SharedStory = { contactId: string; firstName: string | null; story: string };
export type DonorStory = SharedStory & { deviceId: string; model: string | null };
export type StaffStory = SharedStory & { sharedAs: string; createdAt: number; onImpact: boolean };

/** Keeps (or, answered again, replaces) the story of `contactId`, in the caller's transaction. */
export async function keepStory(trx: Db, contactId: string, kept: StoryToKeep, now: number): Promise<void> {
  await sql`INSERT INTO stories (contact_id, shared_as, first_name, story, created_at)
     VALUES (${contactId}, ${kept.sharedAs}, ${kept.firstName}, ${kept.story}, ${now})
     ON CONFLICT (contact_id) DO UPDATE SET shared_as = ${kept.sharedAs}, first_name = ${kept.firstName},
       story = ${kept.story}, created_at = ${now}`.execute(trx);
}

/** What a story shows: the first name only when the person chose to be named. */
const shown = sql`s.contact_id AS "contactId", CASE WHEN s.shared_as = 'first-name' THEN s.first_name END AS "firstName",
  s.story`;

/** The stories of the people who received the devices of these donor ids, each with the device it is about. */
export function storiesForDonors(db: Db, donorIds: readonly string[]): Promise<DonorStory[]> {
  if (donorIds.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql<DonorStory>`SELECT ${shown}, i.id AS "deviceId", i."Model" AS model
       FROM stories s JOIN "Computer_Inventory" i ON i."Recipient" = s.contact_id
       WHERE i."Donor_ID" IN (${sql.join([...donorIds])}) AND s.shared_as IN ('first-name', 'anonymous')
       ORDER BY s.created_at DESC, i.id LIMIT 50`,
  );
}

/** The stories staff chose for /impact, the latest chosen first. */
export function impactStories(db: Db, limit = 6): Promise<SharedStory[]> {
  return rows(
    db,
    sql<SharedStory>`SELECT ${shown} FROM stories s
       WHERE s.on_impact_at IS NOT NULL AND s.shared_as IN ('first-name', 'anonymous')
       ORDER BY s.on_impact_at DESC LIMIT ${limit}`,
  );
}

/** Every kept story, for staff choosing what /impact shows; the newest first. */
export async function storiesForStaff(db: Db, limit = 200): Promise<StaffStory[]> {
  const found = await rows(
    db,
    sql<SharedStory & { sharedAs: string; createdAt: number; onImpactAt: number | null }>`SELECT ${shown},
       s.shared_as AS "sharedAs", s.created_at AS "createdAt", s.on_impact_at AS "onImpactAt"
       FROM stories s ORDER BY s.created_at DESC LIMIT ${limit}`,
  );
  return found.map(({ onImpactAt, ...story }) => ({
    ...story,
    createdAt: Number(story.createdAt),
    onImpact: onImpactAt !== null,
  }));
}

/** Shows a story on /impact or takes it off; false when there is no such story. */
export async function setOnImpact(db: Db, contactId: string, on: boolean, staff: string, now: number) {
  return (
    (await changes(
      db,
      on
        ? sql`UPDATE stories SET on_impact_at = ${now}, on_impact_by = ${staff} WHERE contact_id = ${contactId}`
        : sql`UPDATE stories SET on_impact_at = NULL, on_impact_by = NULL WHERE contact_id = ${contactId}`,
    )) === 1
  );
}
