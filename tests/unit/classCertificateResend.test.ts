/**
 * Staff send a lost certificate again (decision 098): exactly one more message, the same as the first, by the
 * channel the first went by, logged in the activity; a student who has not completed, or a seat of another
 * session, is refused.
 */
import { afterEach, describe, expect, it } from "vitest";
import { completedMail } from "~/classes/server/classEmails.server";
import { resendCertificate } from "~/classes/server/certificateResend.server";
import { takeAttendance } from "~/classes/server/completions.server";
import { takeSeat, type Seat } from "~/classes/server/seats.server";
import { classSession } from "~/classes/server/sessions.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { recentActivity } from "~/kits/records/activity.server";
import { AFTER_CLASS, NOW, weeklySession } from "../support/classRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const settings = { publicUrl: "https://site.example", timeZone: "America/New_York", mailFrom: "Org <hi@org.test>" };

const outbox = async (db: Db) => ({
  mails: await rows(db, sql<{ recipient: string; subject: string }>`SELECT recipient, subject FROM mail_outbox`),
  texts: await rows(db, sql<{ recipient: string; body: string }>`SELECT recipient, body FROM sms_outbox`),
});

describe.each(ENGINES)("sending a certificate again (%s)", (engine: Engine) => {
  it("sends the completed student's message once more by its channel, and refuses anyone else", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 5);
    const seats: Seat[] = [];
    for (const who of [
      { name: "Ana", email: "ana@example.org", locale: "en" as const },
      { name: "Ben", email: null, phone: "+12015550123", locale: "es" as const },
      { name: "Cleo", email: "cleo@example.org", locale: "en" as const },
    ]) {
      const answer = await takeSeat(db, id, who, null, NOW);
      if (answer.kind === "seat") seats.push(answer.seat);
    }
    const [ana, ben, cleo] = seats;
    const session = (await classSession(db, id))!;
    const completion = { share: 0.6, completed: completedMail(settings, session), timeZone: settings.timeZone };
    for (const meeting of [1, 2, 3])
      await takeAttendance(
        db,
        id,
        meeting,
        meeting === 1 ? [ana!.seq, ben!.seq, cleo!.seq] : [ana!.seq, ben!.seq],
        "kim",
        completion,
        AFTER_CLASS,
      );
    const first = await outbox(db);
    expect(first.mails.map((mail) => mail.recipient)).toEqual(["ana@example.org"]);
    expect(first.texts.map((text) => text.recipient)).toEqual(["+12015550123"]);

    expect(await resendCertificate(db, session, ana!.seq, "kim@org.test", settings)).toEqual({
      kind: "sent",
      name: "Ana",
    });
    expect(await resendCertificate(db, session, ben!.seq, "kim@org.test", settings)).toEqual({
      kind: "sent",
      name: "Ben",
    });
    const again = await outbox(db);
    expect(again.mails).toEqual([first.mails[0], first.mails[0]]);
    expect(again.texts.map((text) => text.recipient)).toEqual(["+12015550123", "+12015550123"]);
    expect(again.texts[1]!.body.replace(/\S+certificate\/\S+/, "")).toBe(
      again.texts[0]!.body.replace(/\S+certificate\/\S+/, ""),
    );
    expect((await recentActivity(db)).map((entry) => [entry.kind, entry.summary])).toContainEqual([
      "class",
      expect.stringMatching(/^Sent certificate TAC-[\w-]+ of the class ".+" again to Ana$/),
    ]);

    expect(await resendCertificate(db, session, cleo!.seq, "kim@org.test", settings)).toEqual({
      kind: "not-completed",
    });
    const other = (await classSession(db, await weeklySession(db, 1)))!;
    expect(await resendCertificate(db, other, ana!.seq, "kim@org.test", settings)).toEqual({ kind: "not-found" });
    expect(await outbox(db)).toEqual(again);
  });
});
