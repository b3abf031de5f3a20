/**
 * The organisation's inbox and newsletter in the store, on both engines (issue 49 §2-3, decision 120): a contact
 * message and its acknowledgement, staff replies threaded to it from the organisation's address, a board
 * application's CV kept byte for byte, the newsletter's double opt-in and unsubscription, and the push to the
 * mailing-list provider through its loopback stand-in, retried until it is taken.
 */
import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Engine } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import {
  boardApplication,
  boardApplicationCv,
  boardApplications,
  receiveBoardApplication,
} from "~/outreach/server/boardApplications.server";
import {
  addressOfUnsubscribeLink,
  askForNewsletter,
  confirmAddress,
  confirmedAddresses,
  dueProviderTasks,
  newsletterAddress,
  unsubscribeAddress,
  unsubscribeToken,
} from "~/outreach/server/newsletterAddresses.server";
import { pushDueTasks } from "~/outreach/server/newsletterPush.server";
import { acknowledgeMessage, sendReply } from "~/outreach/server/outreachEmails.server";
import { zohoCampaigns } from "~/outreach/server/zohoCampaigns.server";
import { replyThread, threadIdOf } from "~/outreach/thread";
import { purgeExpired } from "~/startup/retention.server";
import {
  inboxMessages,
  receiveMessage,
  recordReply,
  repliesTo,
  setMessageState,
} from "~/outreach/server/inboxMessages.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { startZohoCampaignsStandIn } from "../support/zohoCampaignsStandIn";

afterEach(closeTestStores);

const NOW = Date.UTC(2027, 2, 1, 15);
const ORG_FROM = '"Tech Access Non-Profit" <hello@example.org>';
const settings = { publicUrl: "https://portal.example.org", replyFrom: ORG_FROM };

type MailRow = {
  recipient: string;
  subject: string;
  text_body: string;
  sender: string | null;
  message_id: string | null;
  in_reply_to: string | null;
  thread_references: string | null;
};
const mailRows = (db: Parameters<typeof rows>[0]) =>
  rows(
    db,
    sql<MailRow>`SELECT recipient, subject, text_body, sender, message_id, in_reply_to, thread_references
      FROM mail_outbox ORDER BY id`,
  );

const ana = { name: "Ana Díaz", email: "ana@example.org", phone: null, topic: "computer-drive" as const };

describe.each(ENGINES)("the organisation's inbox (%s)", (engine: Engine) => {
  it("keeps a message with its acknowledgement, which starts the thread every staff reply answers", async () => {
    const { db } = await openTestStore(engine);
    const threadId = threadIdOf("AAAAAAAAAAAAAAAA", "portal.example.org");
    const message = await inTransaction(db, async (trx) => {
      const kept = await receiveMessage(
        trx,
        { ...ana, message: "We can host a drive\nin May.", id: "AAAAAAAAAAAAAAAA", locale: "es", threadId },
        NOW,
      );
      await acknowledgeMessage(trx, kept);
      return kept;
    });
    expect((await inboxMessages(db, "open", 10)).map((open) => open.id)).toEqual([message.id]);
    for (const body of ["Gracias, ¿qué fecha?", "Confirmado."]) {
      const earlier = (await repliesTo(db, message.id)).map((reply) => reply.mailId);
      const mailId = `<reply-${earlier.length}@portal.example.org>`;
      await inTransaction(db, async (trx) => {
        await sendReply(
          trx,
          { ...message, email: ana.email },
          { body, thread: { messageId: mailId, ...replyThread(threadId, earlier) } },
          settings,
        );
        await recordReply(trx, { messageId: message.id, body, sentBy: "staff@example.org", mailId });
      });
    }
    const [ack, first, second] = await mailRows(db);
    expect(ack).toMatchObject({
      recipient: "ana@example.org",
      subject: "Su mensaje para nosotros: Organizar una colecta de computadoras",
      sender: null,
      message_id: threadId,
      in_reply_to: null,
    });
    expect(ack!.text_body).toContain("> We can host a drive\n> in May.");
    expect(first).toMatchObject({
      subject: "Re: Su mensaje para nosotros: Organizar una colecta de computadoras",
      sender: ORG_FROM,
      message_id: "<reply-0@portal.example.org>",
      in_reply_to: threadId,
      thread_references: threadId,
    });
    expect(second).toMatchObject({
      in_reply_to: "<reply-0@portal.example.org>",
      thread_references: `${threadId} <reply-0@portal.example.org>`,
    });
    expect((await repliesTo(db, message.id)).map((reply) => reply.body)).toEqual([
      "Gracias, ¿qué fecha?",
      "Confirmado.",
    ]);
  });

  it("texts the acknowledgement to a person who gave only a mobile number", async () => {
    const { db } = await openTestStore(engine);
    await inTransaction(db, async (trx) => {
      const kept = await receiveMessage(trx, {
        ...ana,
        email: null,
        phone: "+12015550123",
        message: "Call me",
        id: "BBBBBBBBBBBBBBBB",
        locale: "en",
        threadId: "<inbox-BBBBBBBBBBBBBBBB@portal.example.org>",
      });
      await acknowledgeMessage(trx, kept);
    });
    expect(await mailRows(db)).toEqual([]);
    const texts = await rows(
      db,
      sql<{ recipient: string; body: string; kind: string }>`SELECT recipient, body, kind FROM sms_outbox`,
    );
    expect(texts).toEqual([
      {
        recipient: "+12015550123",
        kind: "inbox",
        body: "Tech Access: we received your message and will call you back within two working days.",
      },
    ]);
  });

  it("keeps a board application's CV byte for byte, and lists applications without it", async () => {
    const { db } = await openTestStore(engine);
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 255, 1, 254])]);
    const answers = { name: "Ben Ode", email: null, phone: "+12015550123", why: "To help.", skills: "Finance" };
    await receiveBoardApplication(
      db,
      { ...answers, id: "CCCCCCCCCCCCCCCC", locale: "en", cv: { type: "application/pdf", bytes } },
      NOW,
    );
    const [listed] = await boardApplications(db, 10);
    expect(listed).toMatchObject({ ...answers, cvType: "application/pdf", cvSize: bytes.length, receivedAt: NOW });
    expect(listed).not.toHaveProperty("content");
    expect(await boardApplication(db, "CCCCCCCCCCCCCCCC")).toEqual(listed);
    const cv = await boardApplicationCv(db, "CCCCCCCCCCCCCCCC");
    expect(Buffer.from(cv!.content).equals(bytes)).toBe(true);
    expect(await boardApplicationCv(db, "DDDDDDDDDDDDDDDD")).toBeNull();
  });
});

describe.each(ENGINES)("the newsletter's addresses (%s)", (engine: Engine) => {
  it("counts an address only once confirmed, and hands it to the provider then", async () => {
    const { db } = await openTestStore(engine);
    const asked = await askForNewsletter(db, "Cleo@Example.org", "es", NOW);
    expect(asked).toMatchObject({ already: false, key: "cleo@example.org" });
    expect(await dueProviderTasks(db, NOW + 1, 10)).toEqual([]);
    expect(await confirmedAddresses(db)).toEqual([]);
    expect(await confirmAddress(db, asked.key, NOW)).toBe(true);
    expect(await confirmAddress(db, asked.key, NOW)).toBe(false);
    expect(await confirmedAddresses(db)).toEqual([{ email: "Cleo@Example.org", locale: "es", confirmedAt: NOW }]);
    expect(await dueProviderTasks(db, NOW, 10)).toEqual([
      { emailKey: "cleo@example.org", email: "Cleo@Example.org", task: "subscribe", attempts: 0 },
    ]);
    expect((await askForNewsletter(db, "cleo@example.org", "en", NOW)).already).toBe(true);
  });

  it("unsubscribes at once by the address's own link; the provider is told only of an address it was given", async () => {
    const { db } = await openTestStore(engine);
    const confirmed = await askForNewsletter(db, "dev@example.org", "en", NOW);
    await confirmAddress(db, confirmed.key, NOW);
    const onlyAsked = await askForNewsletter(db, "eve@example.org", "en", NOW);
    expect(confirmed.unsubscribe).toBe(unsubscribeToken("dev@example.org"));
    expect(await addressOfUnsubscribeLink(db, "x".repeat(43))).toBeNull();
    for (const { unsubscribe } of [confirmed, onlyAsked]) {
      const address = await addressOfUnsubscribeLink(db, unsubscribe);
      await unsubscribeAddress(db, address!.emailKey, NOW + 5);
    }
    expect((await newsletterAddress(db, "dev@example.org"))?.state).toBe("unsubscribed");
    expect(await confirmedAddresses(db)).toEqual([]);
    expect((await dueProviderTasks(db, NOW + 5, 10)).map((task) => [task.email, task.task])).toEqual([
      ["dev@example.org", "unsubscribe"],
    ]);
  });

  it("pushes confirmed and unsubscribed addresses to the provider's API, keeping a refused one to try again", async () => {
    const { db } = await openTestStore(engine);
    let refusing = true;
    const standIn = await startZohoCampaignsStandIn({ refuseCalls: () => refusing });
    try {
      const list = zohoCampaigns({
        clientId: standIn.settings.ZOHO_CAMPAIGNS_CLIENT_ID,
        clientSecret: standIn.settings.ZOHO_CAMPAIGNS_CLIENT_SECRET,
        refreshToken: standIn.settings.ZOHO_CAMPAIGNS_REFRESH_TOKEN,
        listKey: standIn.settings.ZOHO_CAMPAIGNS_LIST_KEY,
        accountsUrl: standIn.baseUrl,
        campaignsUrl: standIn.baseUrl,
      });
      for (const email of ["fay@example.org", "gus@example.org"]) {
        await confirmAddress(db, (await askForNewsletter(db, email, "en", NOW)).key, NOW);
      }
      expect(await pushDueTasks(db, list, NOW)).toEqual({ taken: 0, failed: 2 });
      const waiting = await dueProviderTasks(db, Date.now() + 2 * 60_000, 10);
      expect(waiting.map((task) => [task.email, task.attempts])).toEqual([
        ["fay@example.org", 1],
        ["gus@example.org", 1],
      ]);
      expect(await dueProviderTasks(db, Date.now(), 10)).toEqual([]);
      refusing = false;
      expect(await pushDueTasks(db, list, Date.now() + 2 * 60_000)).toEqual({ taken: 2, failed: 0 });
      await unsubscribeAddress(db, "fay@example.org", Date.now());
      expect(await pushDueTasks(db, list, Date.now() + 2 * 60_000)).toEqual({ taken: 1, failed: 0 });
      expect(standIn.calls.map((call) => [call.method, call.email, call.listKey])).toEqual([
        ["listsubscribe", "fay@example.org", standIn.settings.ZOHO_CAMPAIGNS_LIST_KEY],
        ["listsubscribe", "gus@example.org", standIn.settings.ZOHO_CAMPAIGNS_LIST_KEY],
        ["listunsubscribe", "fay@example.org", standIn.settings.ZOHO_CAMPAIGNS_LIST_KEY],
      ]);
      expect(await dueProviderTasks(db, Date.now() + 10 * 60 * 60_000, 10)).toEqual([]);
    } finally {
      await standIn.stop();
    }
  });
});

describe.each(ENGINES)("what the purge removes of the inbox and newsletter (%s)", (engine: Engine) => {
  it("a closed message and its replies and a board application after the letters' period; stale addresses after the site's", async () => {
    const { db } = await openTestStore(engine);
    const DAY = 24 * 60 * 60 * 1000;
    const long = NOW - 100 * DAY;
    for (const id of ["OLDCLOSED0000000", "OLDOPEN000000000"]) {
      await receiveMessage(db, { ...ana, message: "Hi", id, locale: "en", threadId: `<${id}@x>` }, long);
      await recordReply(db, { messageId: id, body: "Hello", sentBy: "staff@example.org", mailId: `<r-${id}@x>` }, long);
    }
    await setMessageState(db, "OLDCLOSED0000000", "closed", "staff@example.org", long);
    const cv = { type: "application/pdf" as const, bytes: Buffer.from("%PDF-1.4") };
    const answers = {
      name: "Ben",
      email: "ben@example.org",
      phone: null,
      why: "Why",
      skills: "Skills",
      locale: "en" as const,
    };
    await receiveBoardApplication(db, { ...answers, id: "OLDBOARD00000000", cv }, long);
    await receiveBoardApplication(db, { ...answers, id: "NEWBOARD00000000", cv }, NOW - DAY);
    await askForNewsletter(db, "never@example.org", "en", long);
    await confirmAddress(db, (await askForNewsletter(db, "kept@example.org", "en", long)).key, long);
    await askForNewsletter(db, "left@example.org", "en", long);
    await confirmAddress(db, "left@example.org", long);
    await unsubscribeAddress(db, "left@example.org", long);
    await purgeExpired(db, { retentionMs: 30 * DAY, letterRetentionMs: 90 * DAY, now: NOW });
    expect((await inboxMessages(db, "open", 10)).map((message) => message.id)).toEqual(["OLDOPEN000000000"]);
    expect(await inboxMessages(db, "closed", 10)).toEqual([]);
    expect((await repliesTo(db, "OLDOPEN000000000")).length).toBe(1);
    expect(await repliesTo(db, "OLDCLOSED0000000")).toEqual([]);
    expect((await boardApplications(db, 10)).map((application) => application.id)).toEqual(["NEWBOARD00000000"]);
    // The unsubscription still to be told to the provider is kept until it is told.
    expect(await newsletterAddress(db, "never@example.org")).toBeNull();
    expect((await newsletterAddress(db, "kept@example.org"))?.state).toBe("confirmed");
    expect((await newsletterAddress(db, "left@example.org"))?.state).toBe("unsubscribed");
    await sql`UPDATE newsletter_addresses SET provider_due = NULL WHERE email_key = 'left@example.org'`.execute(db);
    await purgeExpired(db, { retentionMs: 30 * DAY, letterRetentionMs: 90 * DAY, now: NOW });
    expect(await newsletterAddress(db, "left@example.org")).toBeNull();
  });
});
