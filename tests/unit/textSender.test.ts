/**
 * The texts outbox and its sender on both engines (decision 092), against the loopback stand-in of Twilio's API:
 * delivered once after the provider's failures, a refusal set aside at once, a stopped number never texted, the
 * local folder without the provider's settings, an interrupted send set aside rather than sent twice, and a send
 * the provider took but did not answer found in its Messages list rather than sent again.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, sql, type Db, type Engine } from "~/db/engine.server";
import {
  claimNextText,
  enqueueText,
  SENT_CODE_REMOVED,
  setAsideInterruptedTexts,
  setAsideTextsTo,
  STOPPED_REASON,
} from "~/sms/smsOutbox.server";
import { createTextSender } from "~/sms/smsSender.server";
import { stopTexts } from "~/sms/smsStops.server";
import { until } from "../support/mailSender";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { startTwilioStandIn, type StandInError } from "../support/twilioStandIn";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
  await closeTestStores();
});

const ANA = "+12015550123";
type Row = { state: string; attempts: number; last_error: string | null; body: string; provider_id: string | null };
const textRow = async (db: Db) =>
  (await firstRow(db, sql<Row>`SELECT state, attempts, last_error, body, provider_id FROM sms_outbox`))!;
const queue = (db: Db, kind: "sign-in" | "status" = "status", body = "Tech Access: your application moved on.") =>
  enqueueText(db, { kind, recipient: ANA, body, notAfter: Date.now() + 600_000 });

async function start(
  engine: Engine,
  failWith?: () => StandInError | null,
  withProvider = true,
  answerLate?: () => boolean,
) {
  const { db } = await openTestStore(engine);
  const standIn = await startTwilioStandIn({ failWith, answerLate });
  stops.push(standIn.stop);
  const dataDir = mkdtempSync(path.join(tmpdir(), "texts-"));
  const s = standIn.settings;
  const twilio = withProvider
    ? {
        accountSid: s.TWILIO_ACCOUNT_SID,
        authToken: s.TWILIO_AUTH_TOKEN,
        from: s.TWILIO_FROM,
        apiBase: standIn.baseUrl,
      }
    : null;
  // The provider's answer is awaited 800 ms here (20 s in the site), so a late answer is a time-out in a test's time.
  const sender = createTextSender(db, { dataDir, twilio, timeoutMs: 800 });
  stops.push(() => sender.stop());
  return { db, standIn, sender, dataDir };
}

describe.each(ENGINES)("the texts outbox (%s)", (engine) => {
  it("retries while the provider fails, then sends the text once, and keeps no sign-in code once sent", async () => {
    let failing = true;
    const { db, standIn, sender } = await start(engine, () =>
      failing ? { status: 503, code: 20503, message: "Service unavailable" } : null,
    );
    await queue(db, "sign-in", "Tech Access: your sign-in code is 123456.");
    sender.wake();
    await until(async () => (await textRow(db)).attempts >= 1 && (await textRow(db)).state === "pending");
    expect((await textRow(db)).last_error).toContain("503");
    failing = false;
    await until(async () => (await textRow(db)).state === "sent", 10_000);
    await sender.stop();
    expect(standIn.texts.map((text) => [text.to, text.from, text.body])).toEqual([
      [ANA, "+12015550100", "Tech Access: your sign-in code is 123456."],
    ]);
    const row = await textRow(db);
    expect(row.body).toBe(SENT_CODE_REMOVED);
    expect(row.provider_id).toBe(standIn.texts[0]!.sid);
  });

  it("after a time-out asks the provider's list whether the text went out, and sends it once, not twice", async () => {
    let late = true;
    const { db, standIn, sender } = await start(engine, undefined, true, () => late);
    await queue(db, "status", "Tech Access: your application was approved.");
    sender.wake();
    await until(async () => (await textRow(db)).state === "sent", 10_000);
    expect((await textRow(db)).attempts).toBe(2);
    late = false;
    await sender.stop();
    expect(standIn.texts.map((text) => text.body)).toEqual(["Tech Access: your application was approved."]);
    expect((await textRow(db)).provider_id).toBe(standIn.texts[0]!.sid);
    expect(standIn.lists).toHaveLength(1);
    const asked = standIn.lists[0]!;
    expect([asked.get("To"), asked.get("From"), asked.get("DateSent>")]).toEqual([
      ANA,
      "+12015550100",
      new Date().toISOString().slice(0, 10),
    ]);
  });

  it("after a time-out in which the provider took nothing, finds none in its list and sends the text once", async () => {
    const { db, standIn, sender } = await start(engine);
    // An unanswered attempt, as a time-out leaves it: the sender must ask before it sends.
    await queue(db);
    await sql`UPDATE sms_outbox SET unanswered_at = ${Date.now() - 5_000}`.execute(db);
    sender.wake();
    await until(async () => (await textRow(db)).state === "sent", 10_000);
    await sender.stop();
    expect(standIn.lists).toHaveLength(1);
    expect(standIn.texts).toHaveLength(1);
  });

  it("sets a text the provider refuses aside at once, without the whole number in its error", async () => {
    const { db, standIn, sender } = await start(engine, () => ({
      status: 400,
      code: 21610,
      message: `Attempt to send to unsubscribed recipient ${ANA}`,
    }));
    await queue(db);
    sender.wake();
    await until(async () => (await textRow(db)).state === "refused");
    const row = await textRow(db);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain("21610");
    expect(row.last_error).not.toContain("5550123");
    expect(standIn.texts).toHaveLength(0);
  });

  it("never texts a number that sent STOP: set aside as it is written, or before it goes out", async () => {
    const { db, standIn, sender } = await start(engine);
    await stopTexts(db, ANA);
    expect(await queue(db)).toBe("stopped");
    expect(await textRow(db)).toMatchObject({ state: "stopped", last_error: STOPPED_REASON });
    await sql`DELETE FROM sms_outbox`.execute(db);
    await sql`DELETE FROM sms_stops`.execute(db);
    expect(await queue(db)).toBe("queued");
    await stopTexts(db, ANA);
    expect(await setAsideTextsTo(db, ANA)).toBe(1);
    sender.wake();
    await sender.stop();
    expect((await textRow(db)).state).toBe("stopped");
    expect(standIn.texts).toHaveLength(0);
  });

  it("writes texts to DATA_DIR/sms-outbox without the provider's settings", async () => {
    const { db, sender, dataDir } = await start(engine, undefined, false);
    await queue(db);
    sender.wake();
    await until(async () => (await textRow(db)).state === "sent");
    const folder = path.join(dataDir, "sms-outbox");
    expect(existsSync(folder)).toBe(true);
    const [file] = readdirSync(folder);
    expect(readFileSync(path.join(folder, file!), "utf8")).toContain(`To: ${ANA}`);
  });

  it("gives a text to one sender only, and sets an interrupted send aside rather than send it twice", async () => {
    const { db } = await openTestStore(engine);
    await queue(db);
    const now = Date.now();
    expect(await claimNextText(db, now)).not.toBeNull();
    expect(await claimNextText(db, now)).toBeNull();
    expect(await setAsideInterruptedTexts(db, now + 1)).toBe(1);
    expect((await textRow(db)).state).toBe("abandoned");
  });
});
