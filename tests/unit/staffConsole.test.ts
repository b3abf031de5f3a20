import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { purgeExpired } from "~/startup/retention.server";
import { enqueueMail } from "~/mail/outbox.server";
import {
  mailToAddress,
  outboxCounts,
  recentMailFailures,
  resendMail,
  resendRefusals,
} from "~/staff/server/outboxReview.server";
import { chosenKind, kindOfExportName } from "~/staff/server/exportKinds.server";
import { filesToImport } from "~/crm/staffImport.server";
import { staffMessages } from "~/kits/console/staffMessages";
import { staffTime } from "~/kits/console/staffTime";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** The one column a query reads, row by row. */
const column = async (db: Db, query: ReturnType<typeof sql<{ value: string }>>) =>
  (await rows(db, query)).map((row) => row.value);

describe("which CRM export an uploaded file is", () => {
  it("is known by the CRM's file name, in any case, with spaces or hyphens, and a download's copy number", () => {
    expect(kindOfExportName("Contacts.csv")).toBe("Contacts");
    expect(kindOfExportName("computer_inventory.CSV")).toBe("Computer_Inventory");
    expect(kindOfExportName("Computer Donors (2).csv")).toBe("Computer_Donors");
    expect(kindOfExportName("C:\\Users\\me\\Downloads\\Champions.csv")).toBe("Champions");
    expect(kindOfExportName("partners (1).csv")).toBe("Partners");
  });

  it("is unknown for any other name, and a chosen kind must be one of the five", () => {
    expect(kindOfExportName("Contacts_old.csv")).toBeNull();
    expect(kindOfExportName("budget.csv")).toBeNull();
    expect(chosenKind("Contacts")).toBe("Contacts");
    expect(chosenKind("Partners")).toBe("Partners");
    expect(chosenKind("sessions")).toBeNull();
  });

  it("needs at least one file, each of a known kind, one per kind", () => {
    expect(filesToImport([])).toBe(staffMessages.noFiles);
    expect(filesToImport([{ name: "budget.csv", path: "/tmp/a", kind: null }])).toBe(
      staffMessages.notAnExport("budget.csv"),
    );
    expect(
      filesToImport([
        { name: "Contacts.csv", path: "/tmp/a", kind: "Contacts" },
        { name: "contacts (1).csv", path: "/tmp/b", kind: "Contacts" },
      ]),
    ).toBe(staffMessages.sameKindTwice("Contacts"));
    expect(filesToImport([{ name: "x.csv", path: "/tmp/a", kind: "Champions" }])).toEqual([
      { name: "x.csv", path: "/tmp/a", kind: "Champions" },
    ]);
  });
});

describe.each(ENGINES)("the mail page's outbox review (%s)", (engine) => {
  const now = Date.now();
  async function outbox() {
    const { db } = await openTestStore(engine);
    const add = async (
      recipient: string,
      state: string,
      notAfter: number,
      extra: { kind?: "status" | "sign-in"; recordId?: string; error?: string } = {},
    ) => {
      await enqueueMail(
        db,
        {
          emailKey: recipient,
          recipient,
          subject: "s",
          text: "t",
          html: "h",
          notAfter,
          kind: extra.kind,
          recordId: extra.recordId,
        },
        now - 1000,
      );
      const id = (await firstRow(db, sql<{ id: number }>`SELECT MAX(id) AS id FROM mail_outbox`))!.id;
      await sql`UPDATE mail_outbox SET state = ${state}, last_error = ${extra.error ?? null}, attempts = 1
         WHERE id = ${id}`.execute(db);
      return id;
    };
    return { db, add };
  }

  it("counts waiting, sent and set-aside messages of the period", async () => {
    const { db, add } = await outbox();
    await add("a@x.org", "pending", now + 60_000);
    await add("b@x.org", "sent", now + 60_000);
    await add("c@x.org", "abandoned", now + 60_000);
    await add("d@x.org", "expired", now - 1);
    expect(await outboxCounts(db, now - 7 * 86_400_000)).toEqual({ waiting: 1, sent: 1, setAside: 2 });
    expect(await outboxCounts(db, now)).toEqual({ waiting: 0, sent: 0, setAside: 0 });
  });

  it("lists failures with the whole address, for staff, and says why one cannot be sent again", async () => {
    const { db, add } = await outbox();
    await add("ana@x.org", "abandoned", now + 60_000, { error: "socket closed" });
    await add("bo@x.org", "expired", now - 1);
    await add("cy@x.org", "pending", now + 60_000, { error: "ECONNREFUSED" });
    await add("di@x.org", "sent", now + 60_000);
    const failures = await recentMailFailures(db, 50, now);
    expect(failures.map((failure) => [failure.to, failure.cannotResend])).toEqual([
      ["cy@x.org", resendRefusals.waiting],
      ["bo@x.org", resendRefusals.expired],
      ["ana@x.org", null],
    ]);
  });

  it("sends a set-aside message again, but never an expired link, a sent message or a replaced status email", async () => {
    const { db, add } = await outbox();
    const setAside = await add("ana@x.org", "abandoned", now + 60_000);
    const expired = await add("bo@x.org", "abandoned", now - 1);
    const sent = await add("cy@x.org", "sent", now + 60_000);
    const older = await add("di@x.org", "abandoned", Number.MAX_SAFE_INTEGER, { kind: "status", recordId: "A-1" });
    await add("di@x.org", "sent", Number.MAX_SAFE_INTEGER, { kind: "status", recordId: "A-1" });
    expect(await resendMail(db, expired, now)).toBe(resendRefusals.expired);
    expect(await resendMail(db, sent, now)).toBe(resendRefusals.unknown);
    expect(await resendMail(db, older, now)).toBe(resendRefusals.replaced);
    expect(await resendMail(db, 9999, now)).toBe(resendRefusals.unknown);
    expect(await resendMail(db, setAside, now)).toBeNull();
    expect(await firstRow(db, sql`SELECT state, next_attempt_at FROM mail_outbox WHERE id = ${setAside}`)).toEqual({
      state: "pending",
      next_attempt_at: now,
    });
  });
});

describe.each(ENGINES)("finding whether a person's email went out (%s)", (engine) => {
  it("lists every message to that address, in any letter case, newest first, with when it was sent", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    const add = (recipient: string, subject: string, at: number) =>
      enqueueMail(
        db,
        { emailKey: recipient.toLowerCase(), recipient, subject, text: "t", html: "h", notAfter: at + 60_000 },
        at,
      );
    await add("Ana.Ruiz@Example.org", "Your sign-in link", now - 3000);
    await add("ana.ruiz@example.org", "Your application status", now - 2000);
    await add("bo@example.org", "Your sign-in link", now - 1000);
    await sql`UPDATE mail_outbox SET state = 'sent', sent_at = ${now - 2500}
       WHERE subject = 'Your sign-in link' AND email_key = 'ana.ruiz@example.org'`.execute(db);

    const found = await mailToAddress(db, "  ANA.RUIZ@example.ORG ");
    expect(found.map((message) => [message.subject, message.state, message.sentAt])).toEqual([
      ["Your application status", "pending", null],
      ["Your sign-in link", "sent", now - 2500],
    ]);
    expect(await mailToAddress(db, "nobody@example.org")).toEqual([]);
  });
});

describe("times on staff pages", () => {
  const moment = Date.UTC(2026, 10, 25, 16, 48);
  it("are in the organisation's time zone, whose name they end with", () => {
    expect(staffTime(moment, "America/New_York").replace(/\s/g, " ")).toBe("Nov 25, 2026, 11:48 AM EST");
    expect(staffTime(moment, "America/Los_Angeles").replace(/\s/g, " ")).toBe("Nov 25, 2026, 8:48 AM PST");
    expect(staffTime(Date.UTC(2026, 6, 4, 16, 48), "America/New_York").replace(/\s/g, " ")).toBe(
      "Jul 4, 2026, 12:48 PM EDT",
    );
  });
});

describe.each(ENGINES)("the staff console's sign-in records (%s)", (engine) => {
  it("are purged like the portal's: old staff tokens and ended staff sessions go, recent ones stay", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const { db } = await openTestStore(engine);
    const token = (jti: string, createdAt: number, expiresAt: number) =>
      sql`INSERT INTO login_tokens (jti, champion_id, email_key, created_at, expires_at, realm)
         VALUES (${jti}, 'boss@org.test', 'boss@org.test', ${createdAt}, ${expiresAt}, 'staff')`.execute(db);
    await token("old", now - 40 * day, now - 40 * day + 900_000);
    await token("recent", now - day, now - day + 900_000);
    const session = (id: string, createdAt: number, lastSeenAt: number) =>
      sql`INSERT INTO sessions (id, champion_id, created_at, last_seen_at, realm)
         VALUES (${id}, 'boss@org.test', ${createdAt}, ${lastSeenAt}, 'staff')`.execute(db);
    await session("ended", now - 40 * day, now - 40 * day);
    await session("recent", now - day, now - day);
    await purgeExpired(db, { retentionMs: 30 * day, now });
    expect(await column(db, sql<{ value: string }>`SELECT jti AS value FROM login_tokens`)).toEqual(["recent"]);
    expect(await column(db, sql<{ value: string }>`SELECT id AS value FROM sessions`)).toEqual(["recent"]);
  });
});
