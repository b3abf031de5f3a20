import { createDraft } from "~/applications/server/drafts.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import type { Db } from "~/db/engine.server";

/**
 * Rosa Prueba's application for a laptop, recommended by Sam Lee of Hoboken Family Center, sent as the site sends
 * one (in `language`, dated in `timeZone`); her contact id.
 */
export async function sendRosaApplication(
  db: Db,
  { language, timeZone, now }: { language: "en" | "es"; timeZone: string; now: number },
): Promise<string> {
  const draftId = await createDraft(db, language, {
    screener: { zip: "07030", householdSize: 3, programme: true, basis: "programme", region: "NJ" },
    about: { fullName: "Rosa Prueba", email: "rosa@demo.example", phone: null, language },
    devices: { laptop: 1, desktop: 0, tablet: 0 },
    recommender: {
      organization: "Hoboken Family Center",
      listed: true,
      firstName: "Sam",
      lastName: "Lee",
      email: "sam@partner.example",
    },
  });
  const sent = await submitApplication(db, draftId, { publicUrl: "http://localhost", timeZone }, now);
  if (sent.outcome !== "sent") throw new Error("the application was not sent");
  return sent.contactId;
}
