/**
 * Signing in with a texted code (issue 38), on both engines: a code for a known number only (the same outcome
 * shape for an unknown one, nothing written), kept hashed, 10 minutes, once, five wrong tries end it, three codes
 * per number in 15 minutes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { issueSignInCode, verifySignInCode } from "~/kits/signIn/signInCode.server";
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
    expect(await check(db, code)).toEqual({ ok: false });
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
    for (let i = 0; i < 5; i++) expect(await check(db, wrongFor(code))).toEqual({ ok: false });
    expect(await check(db, code)).toEqual({ ok: false });
    await issueSignInCode(db, settings, ask());
    const next = await latestCode(db);
    await sql`UPDATE sms_codes SET expires_at = ${Date.now() - 1}`.execute(db);
    expect(await check(db, next)).toEqual({ ok: false });
  });

  it("texts a number at most three codes in fifteen minutes", async () => {
    const { db } = await openTestStore(engine);
    await withChampion(db);
    for (let i = 0; i < 3; i++) expect(await issueSignInCode(db, settings, ask())).toBe("queued");
    expect(await issueSignInCode(db, settings, ask())).toBe("mailbox_limited");
    expect(await rows(db, sql`SELECT 1 AS one FROM sms_outbox`)).toHaveLength(3);
  });
});
