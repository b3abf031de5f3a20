import { createDraft } from "~/applications/server/drafts.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import type { Answers } from "~/applications/answers";
import type { Db } from "~/db/engine.server";

type Person = { fullName: string; email: string; language: "en" | "es"; householdSize: number };
type Recommender = { firstName: string; lastName: string; email: string; partnerId?: string };

/**
 * An application's answers for one laptop, from Hoboken (a household on a qualifying programme), recommended by
 * someone at Hoboken Family Center (the partner P-1 when `partnerId` says so).
 */
export function laptopAnswers(person: Person, { partnerId, ...recommender }: Recommender) {
  return {
    screener: { zip: "07030", householdSize: person.householdSize, programme: true, basis: "programme", region: "NJ" },
    about: { fullName: person.fullName, email: person.email, phone: null, language: person.language },
    devices: { laptop: 1, desktop: 0, tablet: 0 },
    recommender: {
      organization: "Hoboken Family Center",
      listed: true,
      ...(partnerId ? { partnerId } : {}),
      ...recommender,
    },
  } satisfies Answers;
}

/**
 * Lucía Gómez's answers (a household of three in Hoboken under the income limit, in Spanish, a laptop and `tablets`
 * tablets), recommended by Marta Reyes of Hoboken Family Center.
 */
export const luciaAnswers = (email: string, tablets = 0): Answers => ({
  screener: { zip: "07030", householdSize: 3, programme: false, basis: "income", region: "NJ" },
  about: { fullName: "Lucía Gómez", email, phone: null, language: "es" },
  devices: { laptop: 1, desktop: 0, tablet: tablets },
  recommender: {
    organization: "Hoboken Family Center",
    listed: true,
    firstName: "Marta",
    lastName: "Reyes",
    email: "marta@partner.example",
  },
});

/**
 * Rosa Prueba's application for a laptop, recommended by Sam Lee of Hoboken Family Center, sent as the site sends
 * one (in `language`, dated in `timeZone`); her contact id.
 */
export async function sendRosaApplication(
  db: Db,
  { language, timeZone, now }: { language: "en" | "es"; timeZone: string; now: number },
): Promise<string> {
  const draftId = await createDraft(
    db,
    language,
    laptopAnswers(
      { fullName: "Rosa Prueba", email: "rosa@demo.example", language, householdSize: 3 },
      { firstName: "Sam", lastName: "Lee", email: "sam@partner.example" },
    ),
  );
  const sent = await submitApplication(db, draftId, { publicUrl: "http://localhost", timeZone }, now);
  if (sent.outcome !== "sent") throw new Error("the application was not sent");
  return sent.contactId;
}
