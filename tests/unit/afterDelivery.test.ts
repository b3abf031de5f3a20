/**
 * After the computer arrives (issue 50 §2), on both engines: a request for help and its states (asked, answered by
 * email or text through the outboxes, closed with how it ended, then taking nothing more), the follow-up's "No" by
 * its link and by a texted reply, the delivery's email, and the consent rule: a story reaches the donor of the
 * device and /impact only as the person agreed, and an unconsented one reaches nobody.
 */
import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Engine } from "~/db/engine.server";
import { Refused } from "~/db/refusal.server";
import {
  askForHelp,
  answerHelp,
  closeHelp,
  helpQueue,
  helpRequestsOf,
} from "~/applications/server/helpRequests.server";
import { followUpTextQuestion } from "~/applications/server/followUpTextQuestion.server";
import { helpAllows } from "~/applications/helpRequests";
import { helpMessages } from "~/applications/staff/helpWords";
import { storyToKeep } from "~/kits/stories/consent";
import { impactStories, setOnImpact, storiesForDonors, storiesForStaff } from "~/kits/stories/stories.server";
import { textsIn } from "~/sms/textWords";
import { sendDueFollowUps } from "~/applications/server/followUps.server";
import { NOW, applicant, outbox } from "../support/reviewRecords";
import { answerFollowUp, deliveredApplicant, settings } from "../support/afterDeliveryRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const staff = "kim@org.test";
const later = NOW + 3 * 86_400_000;

describe("the rules", () => {
  it("a request takes answers and a close until it is closed, then nothing", () => {
    expect(["open", "answered"].every((state) => helpAllows("answer", state) && helpAllows("close", state))).toBe(true);
    expect(helpAllows("answer", "closed") || helpAllows("close", "closed")).toBe(false);
  });
  it("keeps a story only with consent, naming the person only by their first name and only when they chose it", () => {
    expect(storyToKeep("none", "Ana Díaz", "Homework")).toBeNull();
    expect(storyToKeep("first-name", "Ana Díaz", "   ")).toBeNull();
    expect(storyToKeep("anonymous", "Ana Díaz", " Homework ")).toEqual({
      sharedAs: "anonymous",
      firstName: null,
      story: "Homework",
    });
    expect(storyToKeep("first-name", "Ana  María Díaz", "Homework")).toMatchObject({ firstName: "Ana" });
  });
});

describe.each(ENGINES)("after the computer arrives (%s)", (engine: Engine) => {
  it("the delivery's email leads to /welcome and states the warranty", async () => {
    const { db } = await openTestStore(engine);
    await deliveredApplicant(db, "A-1", "I-1");
    const delivered = (await outbox(db)).filter((mail) => mail.kind === "status").at(-1)!;
    expect(delivered.text_body).toContain("https://portal.example.org/welcome");
    expect(delivered.text_body).toContain("12-month warranty from today");
  });

  it("a request for help is kept with the device, answered by email, closed with how it ended, then refuses more", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-0", "Approved Applicants", { laptops: 1, web: { locale: "en" } });
    await expect(askForHelp(db, "A-0", "It does not start", null, later)).rejects.toBeInstanceOf(Refused);
    await deliveredApplicant(db, "A-1", "I-1");
    const id = await askForHelp(db, "A-1", "It does not start", "I-not-theirs", later);
    const [queued] = await helpQueue(db);
    expect(queued).toMatchObject({ id, itemId: "I-1", model: "Model I-1", state: "open", source: "tracker" });

    const command = { id, answer: "Hold the power button for 10 seconds.", staff, publicUrl: settings.publicUrl };
    expect(await answerHelp(db, { ...command, seen: "answered", via: "email" }, later)).toMatchObject({ status: 409 });
    expect(await answerHelp(db, { ...command, seen: "open", via: "text" }, later)).toMatchObject({ status: 400 });
    expect(await answerHelp(db, { ...command, seen: "open", via: "email" }, later)).toMatchObject({ ok: true });
    const mail = (await outbox(db)).filter((entry) => entry.kind === "help");
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: "a-1@example.org", record_id: id });
    expect(mail[0]!.text_body).toContain("It does not start");
    expect(mail[0]!.text_body).toContain("Hold the power button for 10 seconds.");

    expect(await closeHelp(db, { id, seen: "open", outcome: "replaced", staff }, later)).toMatchObject({ status: 409 });
    expect(await closeHelp(db, { id, seen: "answered", outcome: "replaced", staff }, later)).toMatchObject({
      ok: true,
    });
    expect(await answerHelp(db, { ...command, seen: "closed", via: "email" }, later)).toMatchObject({ status: 409 });
    expect(await closeHelp(db, { id, seen: "closed", outcome: "returned", staff }, later)).toMatchObject({
      status: 409,
    });
    expect(await helpRequestsOf(db, "A-1")).toMatchObject([{ state: "closed", outcome: "replaced" }]);
    expect((await outbox(db)).filter((entry) => entry.kind === "help")).toHaveLength(1);
  });

  it("the follow-up's No by its link is a request for help", async () => {
    const { db } = await openTestStore(engine);
    await deliveredApplicant(db, "A-1", "I-1");
    await answerFollowUp(db, "A-1", { workingWell: "no", problem: "The screen flickers" });
    expect(await helpQueue(db)).toMatchObject([{ source: "follow-up", problem: "The screen flickers", itemId: "I-1" }]);
  });

  it("a texted NO to the follow-up asks what is wrong, the next text is the request, and then the question is closed", async () => {
    const { db } = await openTestStore(engine);
    const mobile = "+12015550142";
    await deliveredApplicant(db, "A-1", "I-1", { mobile });
    await sendDueFollowUps(db, 1000, settings, NOW + 86_400_000);
    const [sent] = await rows(db, sql<{ body: string }>`SELECT body FROM sms_outbox WHERE kind = 'follow-up'`);
    expect(sent!.body).toContain("reply NO");
    const texts = textsIn("en", "http://localhost:3000");
    const reply = async (body: string) => {
      const open = await followUpTextQuestion.latestOpen(db, mobile, new Date(later));
      return open ? open.answer(db, body) : "no question open";
    };
    expect(await reply("Thanks!")).toBeNull();
    expect(await reply("No.")).toBe(texts.askProblem());
    expect(await reply("  It will not charge  ")).toBe(texts.helpReceived());
    expect(await helpQueue(db)).toMatchObject([{ source: "text", problem: "It will not charge", itemId: "I-1" }]);
    expect(await reply("No")).toBe("no question open");

    // Staff answer by text: within two segments, or refused with a sentence.
    const id = (await helpQueue(db))[0]!.id;
    const byText = { id, seen: "open", via: "text" as const, staff, publicUrl: settings.publicUrl };
    expect(await answerHelp(db, { ...byText, answer: "Charge it. ".repeat(40) }, later)).toEqual({
      ok: false,
      status: 400,
      message: helpMessages.tooLongForText,
    });
    expect(await answerHelp(db, { ...byText, answer: "Try another charger." }, later)).toMatchObject({ ok: true });
    expect(await rows(db, sql`SELECT recipient, body FROM sms_outbox WHERE kind = 'help'`)).toEqual([
      { recipient: mobile, body: texts.helpAnswer("Try another charger.") },
    ]);
    expect(await followUpTextQuestion.latestOpen(db, "+12015550199", new Date(later))).toBeNull();
  });

  it("a story reaches the donor of its device and /impact only as consented; an unconsented one reaches nobody", async () => {
    const { db } = await openTestStore(engine);
    await deliveredApplicant(db, "A-1", "I-1", { donorId: "D-1", fullName: "Ana María Díaz" });
    await deliveredApplicant(db, "A-2", "I-2", { donorId: "D-1", fullName: "Luis Ortega" });
    await deliveredApplicant(db, "A-3", "I-3", { donorId: "D-2", fullName: "Rosa Reyes" });
    await answerFollowUp(db, "A-1", { usingIt: "My son does his homework", share: "first-name" });
    await answerFollowUp(db, "A-2", { usingIt: "I found a job online", share: "none" });
    await answerFollowUp(db, "A-3", { usingIt: "Telehealth visits", share: "anonymous" });

    expect(await storiesForDonors(db, ["D-1"])).toEqual([
      { contactId: "A-1", firstName: "Ana", story: "My son does his homework", deviceId: "I-1", model: "Model I-1" },
    ]);
    expect(await storiesForDonors(db, ["D-2"])).toMatchObject([{ firstName: null, story: "Telehealth visits" }]);
    expect((await storiesForStaff(db)).map((story) => story.contactId).sort()).toEqual(["A-1", "A-3"]);
    const everything = JSON.stringify(await rows(db, sql`SELECT * FROM stories`));
    expect(everything).not.toContain("I found a job online");

    expect(await impactStories(db)).toEqual([]);
    expect(await setOnImpact(db, "A-2", true, staff, later)).toBe(false);
    expect(await setOnImpact(db, "A-3", true, staff, later)).toBe(true);
    expect(await impactStories(db)).toEqual([{ contactId: "A-3", firstName: null, story: "Telehealth visits" }]);
    expect(await setOnImpact(db, "A-3", false, staff, later + 1)).toBe(true);
    expect(await impactStories(db)).toEqual([]);
  });
});
