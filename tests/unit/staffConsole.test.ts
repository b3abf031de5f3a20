import { describe, expect, it } from "vitest";
import { purgeExpired } from "~/server/records/retention.server";
import { openDatabaseFile } from "~/server/db/open.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import {
  mailToAddress,
  outboxCounts,
  recentMailFailures,
  resendMail,
  resendRefusals,
} from "~/server/mail/outboxReview.server";
import { chosenKind, kindOfExportName } from "~/server/staff/exportKinds.server";
import { filesToImport } from "~/server/staff/staffImport.server";
import { staffMessages } from "~/staff/staffMessages";
import { staffTime } from "~/staff/staffTime";

describe("which CRM export an uploaded file is", () => {
  it("is known by the CRM's file name, in any case, with spaces or hyphens, and a download's copy number", () => {
    expect(kindOfExportName("Contacts.csv")).toBe("Contacts");
    expect(kindOfExportName("computer_inventory.CSV")).toBe("Computer_Inventory");
    expect(kindOfExportName("Computer Donors (2).csv")).toBe("Computer_Donors");
    expect(kindOfExportName("C:\\Users\\me\\Downloads\\Champions.csv")).toBe("Champions");
  });

  it("is unknown for any other name, and a chosen kind must be one of the four", () => {
    expect(kindOfExportName("Contacts_old.csv")).toBeNull();
    expect(kindOfExportName("budget.csv")).toBeNull();
    expect(chosenKind("Contacts")).toBe("Contacts");
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

describe("the mail page's outbox review", () => {
  const now = Date.now();
  function outbox() {
    const db = openDatabaseFile(":memory:");
    const add = (
      recipient: string,
      state: string,
      notAfter: number,
      extra: { kind?: "status" | "sign-in"; recordId?: string; error?: string } = {},
    ) => {
      enqueueMail(
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
      const id = db.prepare("SELECT MAX(id) FROM mail_outbox").pluck().get() as number;
      db.prepare("UPDATE mail_outbox SET state = ?, last_error = ?, attempts = 1 WHERE id = ?").run(
        state,
        extra.error ?? null,
        id,
      );
      return id;
    };
    return { db, add };
  }

  it("counts waiting, sent and set-aside messages of the period", () => {
    const { db, add } = outbox();
    add("a@x.org", "pending", now + 60_000);
    add("b@x.org", "sent", now + 60_000);
    add("c@x.org", "abandoned", now + 60_000);
    add("d@x.org", "expired", now - 1);
    expect(outboxCounts(db, now - 7 * 86_400_000)).toEqual({ waiting: 1, sent: 1, setAside: 2 });
    expect(outboxCounts(db, now)).toEqual({ waiting: 0, sent: 0, setAside: 0 });
  });

  it("lists failures with the whole address, for staff, and says why one cannot be sent again", () => {
    const { db, add } = outbox();
    add("ana@x.org", "abandoned", now + 60_000, { error: "socket closed" });
    add("bo@x.org", "expired", now - 1);
    add("cy@x.org", "pending", now + 60_000, { error: "ECONNREFUSED" });
    add("di@x.org", "sent", now + 60_000);
    const failures = recentMailFailures(db, 50, now);
    expect(failures.map((failure) => [failure.to, failure.cannotResend])).toEqual([
      ["cy@x.org", resendRefusals.waiting],
      ["bo@x.org", resendRefusals.expired],
      ["ana@x.org", null],
    ]);
  });

  it("sends a set-aside message again, but never an expired link, a sent message or a replaced status email", () => {
    const { db, add } = outbox();
    const setAside = add("ana@x.org", "abandoned", now + 60_000);
    const expired = add("bo@x.org", "abandoned", now - 1);
    const sent = add("cy@x.org", "sent", now + 60_000);
    const older = add("di@x.org", "abandoned", Number.MAX_SAFE_INTEGER, { kind: "status", recordId: "A-1" });
    add("di@x.org", "sent", Number.MAX_SAFE_INTEGER, { kind: "status", recordId: "A-1" });
    expect(resendMail(db, expired, now)).toBe(resendRefusals.expired);
    expect(resendMail(db, sent, now)).toBe(resendRefusals.unknown);
    expect(resendMail(db, older, now)).toBe(resendRefusals.replaced);
    expect(resendMail(db, 9999, now)).toBe(resendRefusals.unknown);
    expect(resendMail(db, setAside, now)).toBeNull();
    expect(db.prepare("SELECT state, next_attempt_at FROM mail_outbox WHERE id = ?").get(setAside)).toEqual({
      state: "pending",
      next_attempt_at: now,
    });
  });
});

describe("finding whether a person's email went out", () => {
  it("lists every message to that address, in any letter case, newest first, with when it was sent", () => {
    const db = openDatabaseFile(":memory:");
    const now = Date.now();
    const add = (recipient: string, subject: string, at: number) =>
      enqueueMail(
        db,
        { emailKey: recipient.toLowerCase(), recipient, subject, text: "t", html: "h", notAfter: at + 60_000 },
        at,
      );
    add("Ana.Ruiz@Example.org", "Your sign-in link", now - 3000);
    add("ana.ruiz@example.org", "Your application status", now - 2000);
    add("bo@example.org", "Your sign-in link", now - 1000);
    db.prepare(
      "UPDATE mail_outbox SET state = 'sent', sent_at = ? WHERE subject = 'Your sign-in link' AND email_key = 'ana.ruiz@example.org'",
    ).run(now - 2500);

    const found = mailToAddress(db, "  ANA.RUIZ@example.ORG ");
    expect(found.map((message) => [message.subject, message.state, message.sentAt])).toEqual([
      ["Your application status", "pending", null],
      ["Your sign-in link", "sent", now - 2500],
    ]);
    expect(mailToAddress(db, "nobody@example.org")).toEqual([]);
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

describe("the staff console's sign-in records", () => {
  it("are purged like the portal's: old staff tokens and ended staff sessions go, recent ones stay", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const db = openDatabaseFile(":memory:");
    const token = db.prepare(
      "INSERT INTO login_tokens (jti, champion_id, email_key, created_at, expires_at, realm) VALUES (?, 'boss@org.test', 'boss@org.test', ?, ?, 'staff')",
    );
    token.run("old", now - 40 * day, now - 40 * day + 900_000);
    token.run("recent", now - day, now - day + 900_000);
    const session = db.prepare(
      "INSERT INTO sessions (id, champion_id, created_at, last_seen_at, realm) VALUES (?, 'boss@org.test', ?, ?, 'staff')",
    );
    session.run("ended", now - 40 * day, now - 40 * day);
    session.run("recent", now - day, now - day);
    await purgeExpired(db, { retentionMs: 30 * day, now });
    expect(db.prepare("SELECT jti FROM login_tokens").pluck().all()).toEqual(["recent"]);
    expect(db.prepare("SELECT id FROM sessions").pluck().all()).toEqual(["recent"]);
  });
});
