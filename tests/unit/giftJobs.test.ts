/**
 * The gifts' jobs that send once (issue 47, decision 117), on both engines: the tribute notice on its day, and the
 * year-end statements in January, each queued once however many runs (and, on PostgreSQL, processes) come to it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { sendStatements, sendStatementsDue, statementYearDue } from "~/gifts/server/statementMail.server";
import { sendDueTributeNotices } from "~/gifts/server/tributeNotices.server";
import { closeTestStores, ENGINES, openOtherConnection, openTestStore } from "../support/testStores";
import { deviceDonor, paidGift, TZ } from "../support/giftRecords";

afterEach(closeTestStores);

/** Noon in New York on a day. */
const noonOn = (day: string) => Date.parse(`${day}T17:00:00Z`);
const outbox = (db: Db) =>
  rows(
    db,
    sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient, subject, text_body
     FROM mail_outbox WHERE kind = 'gift' ORDER BY id`,
  );
const noticeSettings = { timeZone: TZ };
const statementSettings = {
  publicUrl: "https://site.example",
  timeZone: TZ,
  issuer: { signer: null, ein: "12-3456789", address: null },
  statementDay: 15,
};

describe("the statement day's rule", () => {
  it("is the past year's statements in January, from the setting's day on, and nothing otherwise", () => {
    expect(statementYearDue("2027-01-14", 15)).toBeNull();
    expect(statementYearDue("2027-01-15", 15)).toBe(2026);
    expect(statementYearDue("2027-01-31", 15)).toBe(2026);
    expect(statementYearDue("2027-02-01", 15)).toBeNull();
    expect(statementYearDue("2026-12-31", 1)).toBeNull();
  });
});

describe.each(ENGINES)("the gifts' jobs on %s", (engine) => {
  it("sends a tribute notice on its day in the organisation's zone, in the donor's language, without the amount, once", async () => {
    const store = await openTestStore(engine);
    const { db } = store;
    const tribute = {
      kind: "memory" as const,
      name: "Abuela Inés",
      noticeEmail: "tia@example.org",
      noticeOn: "2026-12-24",
    };
    await paidGift(db, noonOn("2026-12-01"), { tribute, amountCents: 5000 });
    // 23:30 on the 23rd in New York is already the 24th in UTC: not yet.
    expect(await sendDueTributeNotices(db, noticeSettings, Date.parse("2026-12-24T04:30:00Z"))).toBe(0);
    expect(await outbox(db)).toEqual([]);
    const other = engine === "postgres" ? (await openOtherConnection(store)).db : db;
    const runs = await Promise.all([
      sendDueTributeNotices(db, noticeSettings, noonOn("2026-12-24")),
      sendDueTributeNotices(other, noticeSettings, noonOn("2026-12-24")),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDueTributeNotices(db, noticeSettings, noonOn("2026-12-26"))).toBe(0);
    const [notice, ...more] = await outbox(db);
    expect(more).toEqual([]);
    expect(notice!.recipient).toBe("tia@example.org");
    expect(notice!.subject).toBe("Rosa Díaz hizo una donación en su nombre");
    expect(notice!.text_body).toContain(
      "Rosa Díaz hizo una donación a Tech Access Non-Profit en memoria de Abuela Inés",
    );
    expect(notice!.text_body).not.toMatch(/\$|50|51,75|51\.75/);
  });

  it("sends a notice whose day is today, and none for a gift without a notice", async () => {
    const { db } = await openTestStore(engine);
    const today = { kind: "honour" as const, name: "Ms. Lee", noticeEmail: "lee@example.org", noticeOn: "2026-12-01" };
    await paidGift(db, noonOn("2026-12-01"), { tribute: today, locale: "en", email: "ann@example.org" });
    await paidGift(db, noonOn("2026-12-01"), { tribute: { ...today, noticeEmail: null, noticeOn: null } });
    expect(await sendDueTributeNotices(db, noticeSettings, noonOn("2026-12-01") + 1000)).toBe(1);
    const [notice, ...more] = await outbox(db);
    expect(more).toEqual([]);
    expect([notice!.recipient, notice!.subject]).toEqual(["lee@example.org", "Rosa Díaz made a gift in your name"]);
    expect(notice!.text_body).toContain("in honour of Ms. Lee");
  });

  it("emails each giver of the past year their statement once, from the January day on, listing devices without a value", async () => {
    const store = await openTestStore(engine);
    const { db } = store;
    await paidGift(db, noonOn("2026-03-01"), { locale: "en" });
    await paidGift(db, noonOn("2025-12-31"), { email: "old@example.org" }); // gave the year before only
    await deviceDonor(db, "rosa@example.org");
    expect(await sendStatementsDue(db, statementSettings, noonOn("2027-01-14"))).toBe(0);
    const other = engine === "postgres" ? (await openOtherConnection(store)).db : db;
    const runs = await Promise.all([
      sendStatementsDue(db, statementSettings, noonOn("2027-01-15")),
      sendStatementsDue(other, statementSettings, noonOn("2027-01-15")),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    // A restart later in January finds it sent.
    expect(await sendStatementsDue(db, statementSettings, noonOn("2027-01-20"))).toBe(0);
    const mails = await outbox(db);
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ["Rosa@Example.org", "Your 2026 giving statement from Tech Access Non-Profit"],
    ]);
    const text = mails[0]!.text_body;
    expect(text).toContain("March 1, 2026: $51.75 (receipt TAR-");
    expect(text).toContain("April 2, 2026: Laptop: 3");
    expect(text).toContain("April 2, 2026: Monitor: 1");
    expect(text).toContain("The IRS leaves the value of donated property to the donor");
    expect(text).not.toMatch(/Laptop: 3 \(|\$[\d.,]+ for/);
    expect(text).toContain("https://site.example/portal");
  });

  it("sends a gift the CRM recorded its statement too, in the record's language", async () => {
    const { db } = await openTestStore(engine);
    const { push } = await import("../support/changeFeedRecords");
    await push(db, {
      module: "Financial_Donations",
      records: [
        {
          id: "FD-9",
          Donor_Name: "Luis",
          Email: "luis@example.org",
          Amount: 120,
          Date_Received: "2026-05-04",
          Language: "es",
        },
      ],
    });
    expect(await sendStatements(db, 2026, statementSettings, noonOn("2027-01-15"))).toBe(1);
    const [mail] = await outbox(db);
    expect(mail!.subject).toBe("Su resumen de donaciones 2026 de Tech Access Non-Profit");
    expect(mail!.text_body).toContain("4 de mayo de 2026: $120.00");
  });
});
