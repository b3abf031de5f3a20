/**
 * A programme's collection (issue 50 §1, decision 121): the caseworker who collects types their name to sign the
 * handover sheet, and in one transaction the devices set aside become the partner's (dated as donated that day)
 * and each applicant the request covers is delivered by staff's own 'Mark delivered' (`markDelivered`, called, not
 * copied), so each is told exactly as a single delivery tells them. An applicant no longer approved is left as they
 * are; the sentence counts those delivered.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { Refused, refuse, type RefusalAnswer } from "~/db/refusal.server";
import type { RecordWriteSettings } from "~/platform/env.server";
import { plainText } from "~/kits/forms/reading";
import { recordActivity } from "~/kits/records/activity.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory } from "~/kits/records/schema.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { crmDate, markDelivered } from "~/applications/staff/deviceAssignment.server";
import { caseworkerActor } from "./caseworkerIdentity.server";
import { partnerRequest, requestDevices } from "./deviceRequests.server";

export type CollectAnswer = { ok: true; delivered: number } | RefusalAnswer;

export type CollectSettings = { notices: RecordWriteSettings; timeZone: string; now?: number };

export async function signForDevices(
  db: Db,
  caseworker: { partnerId: string; email: string },
  requestId: string,
  typedName: string,
  settings: CollectSettings,
): Promise<CollectAnswer> {
  const now = settings.now ?? Date.now();
  const day = crmDate(now, settings.timeZone);
  const actor = caseworkerActor(caseworker.partnerId, caseworker.email);
  try {
    return await inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, `device-request:${requestId}`);
      const request = await partnerRequest(trx, caseworker.partnerId, requestId);
      if (!request) refuse(404, "There is no such request.");
      if (request.state !== "fulfilled") refuse(409, "The devices are not ready to collect.");
      const name = plainText(typedName, 100);
      if (!name) refuse(400, "A name is needed to sign.");
      const dates = createRecordWriter(trx, Computer_Inventory, ["Date_Donated"]);
      for (const item of await requestDevices(trx, requestId)) {
        await dates.write({ id: item.id, Date_Donated: day });
        await noteChange(trx, "Computer_Inventory", item.id, now);
      }
      const covered = await rows(
        trx,
        sql<{ id: string; status: string | null }>`SELECT c.id, c."Status" AS status
           FROM device_request_applicants a JOIN "Contacts" c ON c.id = a.contact_id
           WHERE a.request_id = ${requestId} ORDER BY c.id`,
      );
      let delivered = 0;
      for (const applicant of covered) {
        const target = { contactId: applicant.id, seenStatus: applicant.status ?? "" };
        const answer = await markDelivered(
          trx,
          target,
          { actor, notices: settings.notices, timeZone: settings.timeZone, now },
          day,
          request.programmeName,
        );
        if (answer.ok) delivered++;
      }
      await sql`UPDATE device_requests SET state = 'collected', collected_at = ${now}, signed_name = ${name}
         WHERE id = ${requestId}`.execute(trx);
      await recordActivity(
        trx,
        {
          kind: "device-request",
          actor,
          summary: `Request ${requestId} collected and signed for; ${delivered} covered applicants delivered`,
        },
        now,
      );
      return { ok: true as const, delivered };
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}
