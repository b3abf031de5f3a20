/**
 * Inbound texts (decision 092): only the provider's signed posts are read; STOP and its synonyms stop every text to
 * the number (what waits is set aside), START resumes, HELP answers with the organisation's contact, as TwiML. Each
 * text is applied once by its MessageSid; refused signatures are limited per client.
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { answerInboundText } from "~/sms/inboundWebhook.server";
import { inboundAsk } from "~/sms/inboundText";
import type { TextQuestion } from "~/sms/questionReplies.server";
import { enqueueText, NO_EXPIRY } from "~/sms/smsOutbox.server";
import { isStopped } from "~/sms/smsStops.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { inboundText, newMessageSid, STAND_IN_FROM, STAND_IN_SID, STAND_IN_TOKEN } from "../support/twilioStandIn";

afterEach(closeTestStores);

const PUBLIC_URL = "https://portal.example.org";
const ANA = "+12015550123";
const settings = {
  publicUrl: PUBLIC_URL,
  twilio: { accountSid: STAND_IN_SID, authToken: STAND_IN_TOKEN, from: STAND_IN_FROM, apiBase: "http://127.0.0.1:9" },
};

async function post(
  db: Db,
  body: string,
  sign: "signed" | "unsigned" | "wrongly signed" = "signed",
  more: { MessageSid?: string; client?: string } = {},
) {
  const made = inboundText(PUBLIC_URL, { From: ANA, Body: body, MessageSid: more.MessageSid }, sign);
  const request = new Request(made.url, { method: "POST", headers: made.headers, body: made.body });
  const response = await answerInboundText(db, request, settings, async () => "en", more.client ?? "1.2.3.4");
  return { status: response.status, text: await response.text() };
}

describe("what an inbound text asks for", () => {
  it("knows STOP's synonyms, START's and HELP's, in any case, and nothing else", () => {
    for (const word of ["STOP", "stop", " Stop. ", "STOPALL", "UNSUBSCRIBE", "cancel", "END", "quit", "PARAR"])
      expect(inboundAsk(word), word).toBe("stop");
    for (const word of ["START", "yes", "UNSTOP"]) expect(inboundAsk(word), word).toBe("start");
    for (const word of ["HELP", "info", "Ayuda"]) expect(inboundAsk(word), word).toBe("help");
    for (const word of ["please stop texting", "stopp", "thanks"]) expect(inboundAsk(word), word).toBe("other");
  });
});

describe.each(ENGINES)("the inbound texts webhook (%s)", (engine) => {
  it("refuses a post that is unsigned or wrongly signed, 403, and stops nothing", async () => {
    const { db } = await openTestStore(engine);
    expect((await post(db, "STOP", "unsigned")).status).toBe(403);
    expect((await post(db, "STOP", "wrongly signed")).status).toBe(403);
    expect(await isStopped(db, ANA)).toBe(false);
  });

  it("limits one client's refused signatures as the billing webhook's: 403, then 429 past 10 a minute", async () => {
    const { db } = await openTestStore(engine);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await post(db, "STOP", "wrongly signed")).status).toBe(403);
    expect((await post(db, "STOP", "unsigned")).status).toBe(429);
    expect((await post(db, "STOP", "unsigned", { client: "5.6.7.8" })).status).toBe(403);
    // The provider's own signed posts are not counted, from any address.
    expect((await post(db, "HELP")).status).toBe(200);
    expect(await isStopped(db, ANA)).toBe(false);
  });

  it("applies each text once: a replayed signed START after a STOP changes nothing, and says nothing", async () => {
    const { db } = await openTestStore(engine);
    const start = newMessageSid();
    expect((await post(db, "START", "signed", { MessageSid: start })).text).toContain("texts are on again");
    expect((await post(db, "STOP")).text).toContain("you will get no more texts");
    const replayed = await post(db, "START", "signed", { MessageSid: start });
    expect(replayed).toEqual({ status: 200, text: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' });
    expect(await isStopped(db, ANA)).toBe(true);
    const seen = await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM sms_inbound_seen`);
    expect(Number(seen?.n)).toBe(2);
  });

  it("stops texts on STOP, setting aside what waits, and resumes them on START", async () => {
    const { db } = await openTestStore(engine);
    await enqueueText(db, { kind: "status", recipient: ANA, body: "Tech Access: approved.", notAfter: NO_EXPIRY });
    const stop = await post(db, "Stop");
    expect(stop.status).toBe(200);
    expect(stop.text).toContain("<Message>Tech Access: you will get no more texts");
    expect(await isStopped(db, ANA)).toBe(true);
    const row = await firstRow(db, sql<{ state: string }>`SELECT state FROM sms_outbox`);
    expect(row?.state).toBe("stopped");
    expect(await enqueueText(db, { kind: "status", recipient: ANA, body: "x", notAfter: NO_EXPIRY })).toBe("stopped");
    expect((await post(db, "START")).text).toContain("texts are on again");
    expect(await isStopped(db, ANA)).toBe(false);
  });

  it("answers HELP with the organisation's contact, and PARAR in Spanish", async () => {
    const { db } = await openTestStore(engine);
    const help = await post(db, "HELP");
    expect(help.text).toMatch(
      /<Message>Tech Access: for help write to hello@example\.org or visit portal\.example\.org\/contact/,
    );
    expect((await post(db, "parar")).text).toContain("no recibirá más textos");
    expect(await isStopped(db, ANA)).toBe(true);
    expect((await post(db, "hello there")).text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});

describe.each(ENGINES)("a reply to a question the site asked by text (%s)", (engine) => {
  /** A question asked of ANA at `askedAt`, answered by `word`; it keeps the bodies it was given. */
  const question = (askedAt: string, word: string, heard: string[]): TextQuestion => ({
    latestOpen: async (_db, phone) =>
      phone === ANA
        ? {
            askedAt: new Date(askedAt),
            answer: async (_trx, body) => {
              heard.push(body);
              return body.trim().toUpperCase() === word ? `Tech Access: ${word} heard.` : null;
            },
          }
        : null,
  });

  async function postTo(db: Db, body: string, questions: TextQuestion[], MessageSid?: string) {
    const made = inboundText(PUBLIC_URL, { From: ANA, Body: body, MessageSid }, "signed");
    const request = new Request(made.url, { method: "POST", headers: made.headers, body: made.body });
    return (await answerInboundText(db, request, settings, async () => "en", "1.2.3.4", Date.now(), questions)).text();
  }

  it("goes to the question asked most recently, once; a body that answers nothing gets no reply", async () => {
    const { db } = await openTestStore(engine);
    const older: string[] = [];
    const newer: string[] = [];
    const questions = [question("2026-03-01T10:00:00Z", "NO", older), question("2026-03-02T10:00:00Z", "NO", newer)];
    const sid = newMessageSid();
    expect(await postTo(db, " no ", questions, sid)).toContain("<Message>Tech Access: NO heard.</Message>");
    expect(await postTo(db, " no ", questions, sid)).toBe(EMPTY);
    expect(await postTo(db, "see you there", questions)).toBe(EMPTY);
    expect(newer).toEqual([" no ", "see you there"]);
    expect(older).toEqual([]);
    // A keyword is never an answer: STOP stops texts and no question hears it.
    expect(await postTo(db, "STOP", questions)).toContain("you will get no more texts");
    expect(newer).toHaveLength(2);
  });
});

const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
