import { afterEach, describe, expect, it } from "vitest";
import { rows, sql } from "~/db/engine.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { sendRenewalReminders } from "~/shield/server/renewalReminders.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 28, 12);

describe.each(ENGINES)("a prepaid term's renewal reminder (%s)", (engine) => {
  it("goes once, 14 days before Expires_At, in the subscriber's language, to prepaid live terms only", async () => {
    const { db } = await openTestStore(engine);
    const write = (record: Record<string, unknown>) =>
      createRecordWriter(db, Shield_Subscriptions).write(Shield_Subscriptions.schema.parse(record));
    await write({ id: "S-1", Email: "a@x.test", Status: "live", Expires_At: "2026-12-10", Language: "es" });
    await write({ id: "S-2", Email: "b@x.test", Status: "live", Expires_At: "2027-01-30" }); // too early
    await write({
      id: "S-3",
      Email: "c@x.test",
      Status: "live",
      Expires_At: "2026-12-10",
      Next_Billing_At: "2026-12-10",
    });
    await write({ id: "S-4", Email: "d@x.test", Status: "cancelled", Expires_At: "2026-12-10" });
    expect(await sendRenewalReminders(db, 14 * DAY, now)).toBe(1);
    expect(await sendRenewalReminders(db, 14 * DAY, now + DAY)).toBe(0);
    const mail = await rows(
      db,
      sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient,
       subject, text_body FROM mail_outbox`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: "a@x.test", subject: "Su periodo prepagado de Shield termina pronto" });
    expect(mail[0]!.text_body).toContain("termina el 10 de diciembre de 2026");
    // A renewed term (a new end date) gets its own reminder in its time.
    await createRecordWriter(db, Shield_Subscriptions, ["Expires_At"]).write({ id: "S-1", Expires_At: "2027-12-10" });
    expect(await sendRenewalReminders(db, 14 * DAY, Date.UTC(2027, 10, 30))).toBe(1);
  });
});
