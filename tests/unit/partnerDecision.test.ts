import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { readPartnerApplication, type PartnerApplication } from "~/partners/partnerApplicationForm";
import { recentActivity } from "~/kits/records/activity.server";
import { readChangePage } from "~/crm/changeFeed.server";
import { submitPartnerApplication } from "~/partners/server/partnerApplications.server";
import { decidePartner } from "~/partners/staff/partnerDecision.server";
import { partnerReviewMessages } from "~/partners/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** A colleague's decision, with the site's address its email links to. */
type Decision = Parameters<typeof decidePartner>;
const decide = (db: Db, target: Decision[1], decision: Decision[2], staff: string) =>
  decidePartner(db, target, decision, staff, "https://www.example.org");

const application = (
  readPartnerApplication({
    organization: "Paterson Tech Bridge",
    ein: "123456789",
    region: "NJ",
    address: "80 Main St, Paterson, NJ 07505",
    contactName: "Ida Intake",
    email: "ida@patersontech.example",
    phone: "973-555-0206",
    services: "Job training",
    distribution: "At our front desk",
    confirmMission: "yes",
    confirmDistribution: "yes",
  }) as { ok: true; value: PartnerApplication }
).value;

async function applied(db: Db, locale: "en" | "es") {
  const sent = await submitPartnerApplication(
    db,
    { submissionId: `sub_${locale}_0123456789abcdefghij`, application, locale },
    "America/New_York",
    Date.parse("2026-11-26T10:00:00-05:00"),
  );
  if (sent.outcome !== "sent") throw new Error("not sent");
  await sql`DELETE FROM mail_outbox`.execute(db);
  return sent.partnerId;
}

const outbox = (db: Db) =>
  rows(
    db,
    sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient, subject, text_body
     FROM mail_outbox ORDER BY id`,
  );
const statusOf = async (db: Db, id: string) =>
  (await rows(db, sql<{ Status: string }>`SELECT "Status" FROM "Partners" WHERE id = ${id}`))[0]?.Status;

describe.each(ENGINES)("staff's decision on a partner (%s)", (engine) => {
  it("approves: Active, the contact emailed in the language it applied in, logged and in the feed", async () => {
    const { db } = await openTestStore(engine);
    const id = await applied(db, "es");
    const answer = await decide(db, { partnerId: id, seenStatus: "Applied" }, { action: "approve" }, "boss@org.test");
    expect(answer).toEqual({ ok: true, message: partnerReviewMessages.approved("Paterson Tech Bridge", true) });
    expect(await statusOf(db, id)).toBe("Active");
    const [mail] = await outbox(db);
    expect(mail).toMatchObject({ recipient: "ida@patersontech.example", subject: "Su organización ya es socia" });
    // The partner portal's address in the contact's language, from the site's public address; nothing "on its way".
    expect(mail!.text_body).toContain("https://www.example.org/es/partners");
    expect(mail!.text_body).toContain("escriba esta dirección de correo");
    expect(mail!.text_body).not.toContain("cuando se abra");
    expect((await recentActivity(db))[0]).toMatchObject({
      kind: "partner-review",
      actor: "boss@org.test",
      summary: `Approved the partner Paterson Tech Bridge (${id})`,
    });
    const feed = await readChangePage(db, 0);
    expect(feed.changes.at(-1)).toMatchObject({ kind: "Partners", id, record: { Status: "Active" } });
  });

  it("declines with the sentence, and a second decision on what the page showed changes nothing", async () => {
    const { db } = await openTestStore(engine);
    const id = await applied(db, "en");
    const reason = "We work only with organisations that have served for a year.";
    expect(
      await decide(db, { partnerId: id, seenStatus: "Applied" }, { action: "decline", reason }, "a@org.test"),
    ).toMatchObject({ ok: true });
    expect(await statusOf(db, id)).toBe("Inactive");
    const [mail] = await outbox(db);
    expect(mail!.subject).toBe("Your partner application");
    expect(mail!.text_body).toContain(`Our reason: ${reason}`);
    // A colleague's page still showed 'Applied'.
    expect(await decide(db, { partnerId: id, seenStatus: "Applied" }, { action: "approve" }, "b@org.test")).toEqual({
      ok: false,
      status: 409,
      message: partnerReviewMessages.changed("Inactive"),
    });
    expect(await decide(db, { partnerId: id, seenStatus: "Inactive" }, { action: "approve" }, "b@org.test")).toEqual({
      ok: false,
      status: 409,
      message: partnerReviewMessages.notNow("Inactive"),
    });
    expect(await statusOf(db, id)).toBe("Inactive");
    expect(await outbox(db)).toHaveLength(1);
    expect(
      await decide(db, { partnerId: "P-404", seenStatus: "Applied" }, { action: "approve" }, "b@org.test"),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
