/**
 * An application a partner's caseworker filled in with the client (issue 38, decision 093) arrives recommended: the
 * caseworker's three answers are kept as the recommendation, received as the application is sent, written by the
 * caseworker under their partner (`written_by`, as the partner portal's recommend page writes it), with no link
 * asking anyone for it; and the activity log says who started it. Inside the sending transaction.
 */
import { randomUUID } from "node:crypto";
import type { RecommenderAnswers, WrittenRecommendation } from "~/applications/answers";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { recordActivity } from "~/kits/records/activity.server";

export type SentByPartner = {
  /** The caseworker under their partner (`caseworkerIdentity`): the draft's owner and the recommendation's writer. */
  owner: string;
  /** How the activity log names the caseworker (`caseworkerActor`: a masked address and the partner). */
  actor: string;
};

/** Keeps the recommendation the caseworker wrote on the recommender step; its id, for the change feed. */
export async function keepPartnerRecommendation(
  trx: Db,
  contactId: string,
  recommender: RecommenderAnswers,
  written: SentByPartner & { recommendation: WrittenRecommendation },
  now: number,
): Promise<number> {
  const { howKnown, howLong, howHelp } = written.recommendation;
  // A key no link token can have: nobody is sent a link for a recommendation already written.
  const inserted = await firstRow(
    trx,
    sql<{ id: number | string }>`INSERT INTO recommendations
         (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at, received_at, how_known,
          how_long, how_help, serves_region, written_by)
       VALUES (${contactId}, ${`partner:${randomUUID()}`}, ${recommender.firstName}, ${recommender.lastName},
         ${recommender.email}, ${now}, ${now}, ${now}, ${howKnown}, ${howLong}, ${howHelp}, 1, ${written.owner})
       RETURNING id`,
  );
  await recordActivity(
    trx,
    {
      kind: "partner-application",
      actor: written.actor,
      summary: `Started application ${contactId} with the client; recommended by ${recommender.organization}`,
    },
    now,
  );
  return Number(inserted!.id);
}
