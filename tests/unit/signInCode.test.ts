/**
 * Signing in with a texted code (issue 38), on both engines: a code for a known number only (the same outcome
 * shape for an unknown one, nothing written), kept hashed, 10 minutes, once, five wrong tries end it, three codes
 * per number in 15 minutes; a new code ends the older ones, and five wrong tries on a number in 15 minutes, over
 * whatever codes, lock the number (issue 45).
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { issueSignInCode, verifySignInCode, WRONG_TRIES_WINDOW_MS } from "~/kits/signIn/signInCode.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const ANA = "+12015550123";
const settings = { secret: "s".repeat(32), publicUrl: "https://portal.example.org" };
let clients = 0;
const ask = (locale: "en" | "es" = "en") => ({ phone: ANA, clientAddress: `10.0.0.${++clients}`, locale });

async function withChampion(db: Db) {
  await sql`INSERT INTO "Champions" (id, "Name", "Champion_Type", "Mobile")
     VALUES ('C-9', 'Ana', '["Computer Applicant"]', ${ANA})`.execute(db);
}
async function latestCode(db: Db): Promise<string> {
  const row = await firstRow(db, sql<{ body: string }>`SELECT body FROM sms_outbox ORDER BY id DESC LIMIT 1`);
  return /\b(\d{6})\b/.exec(row!.body)![1]!;
}
const check = (db: Db, typed: string) =>
  verifySignInCode(db, settings, { phone: ANA, typed, clientAddress: "10.1.1.1" });
/** The number's window of wrong tries, moved back so that it has ended. */
const openWindowAgain = (db: Db) =>
  sql`UPDATE rate_limits SET window_start = window_start - ${WRONG_TRIES_WINDOW_MS}`.execute(db);
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(ENGINES)("sign-in codes (%s)", (engine) => {
  it("texts a known number a code kept only as a hash, which opens once", async () => {
    const { db } = await openTestStore(engine);
    await withChampion(db);
    expect(await issueSignInCode(db, settings, ask("es"))).toBe("queued");
    const code = await latestCode(db);
    const kept = await rows(db, sql<{ code_hash: string }>`SELECT code_hash FROM sms_codes`);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.code_hash).not.toContain(code);
    expect((await firstRow(db, sql<{ body: string }>`SELECT body FROM sms_outbox`))!.body).toContain("su código");
    expect(await check(db, code)).toEqual({ ok: true, championId: "C-9" });
    expect(await check(db, code)).toEqual({ ok: false, locked: false });
  });

  it("answers an unknown number as 'unknown' and writes nothing", async () => {
    const { db } = await openTestStore(engine);
    expect(await issueSignInCode(db, settings, ask())).toBe("unknown_address");
    expect(await rows(db, sql`SELECT 1 AS one FROM sms_outbox`)).toHaveLength(0);
    expect(await rows(db, sql`SELECT 1 AS one FROM sms_codes`)).toHaveLength(0);
  });

  it("ends a code after five wrong tries, and after ten minutes", async () => {
    const { db } = await openTestStore(engine);
    await withChampion(db);
    await issueSignInCode(db, settings, ask());
    const code = await latestCode(db);
    for (let i = 0; i < 4; i++) expect(await check(db, wrongFor(code))).toEqual({ ok: false, locked: false });
    expect(await check(db, wrongFor(code))).toEqual({ ok: false, locked: true });
    expect(await check(db, code)).toEqual({ ok: false, locked: true });
    await openWindowAgain(db);
    await issueSignInCode(db, settings, ask());
    const next = await latestCode(db);
    await sql`UPDATE sms_codes SET expires_at = ${Date.now() - 1}`.execute(db);
    expect(await check(db, next)).toEqual({ ok: false, locked: false });
  });

  it("texts a number at most three codes in fifteen minutes", async () => {
    const { db } = await openTestStore(engine);
    await withChampion(db);
    for (let i = 0; i < 3; i++) expect(await issueSignInCode(db, settings, ask())).toBe("queued");
    expect(await issueSignInCode(db, settings, ask())).toBe("mailbox_limited");
    expect(await rows(db, sql`SELECT 1 AS one FROM sms_outbox`)).toHaveLength(3);
  });

  it("ends the older codes when a newer one is issued, and when the newer one is locked", async () => {
    const { db } = await openTestStore(engine);
    await withChampion(db);
    await issueSignInCode(db, settings, ask());
    const first = await latestCode(db);
    await issueSignInCode(db, settings, ask());
    const second = await latestCode(db);
    expect(await check(db, first)).toEqual({ ok: false, locked: false });
    // Four wrong tries on the newest code leave it live; the older code still opens nothing.
    await issueSignInCode(db, settings, ask());
    const third = await latestCode(db);
    for (let i = 0; i < 3; i++) expect(await check(db, wrongFor(third))).toEqual({ ok: false, locked: false });
    expect(await check(db, wrongFor(third))).toEqual({ ok: false, locked: true });
    for (const older of [first, second]) expect(await check(db, older)).toEqual({ ok: false, locked: true });
    // Once the window has passed the number is open again, and still only to its newest code.
    await openWindowAgain(db);
    await sql`UPDATE sms_codes SET wrong_tries = 0`.execute(db);
    for (const older of [first, second]) expect(await check(db, older)).toEqual({ ok: false, locked: false });
    expect(await check(db, third)).toEqual({ ok: true, championId: "C-9" });
  });

  it("counts wrong tries per number over the window, whatever codes were tried, so the number locks", async () => {
    const { db } = await openTestStore(engine);
    await withChampion(db);
    // Two wrong tries on each of two codes and one on a third: no code reaches five, the number does.
    const codes: string[] = [];
    for (const tries of [2, 2, 1]) {
      await issueSignInCode(db, settings, ask());
      const code = await latestCode(db);
      codes.push(code);
      for (let i = 0; i < tries; i++) await check(db, wrongFor(code));
    }
    const perCode = await rows(db, sql<{ wrong_tries: number }>`SELECT wrong_tries FROM sms_codes`);
    expect(perCode.every((row) => Number(row.wrong_tries) < 5)).toBe(true);
    expect(await check(db, codes[2]!)).toEqual({ ok: false, locked: true });
    expect(await rows(db, sql`SELECT 1 AS one FROM sms_codes WHERE used_at IS NOT NULL`)).toHaveLength(0);
  });

  it("locks an unknown number after five wrong tries, as a known one", async () => {
    const { db } = await openTestStore(engine);
    const stranger = (typed: string) =>
      verifySignInCode(db, settings, { phone: "+12015550999", typed, clientAddress: "10.1.1.2" });
    for (let i = 0; i < 4; i++) expect(await stranger("123456")).toEqual({ ok: false, locked: false });
    expect(await stranger("123456")).toEqual({ ok: false, locked: true });
  });
});
