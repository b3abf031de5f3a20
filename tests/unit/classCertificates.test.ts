import { afterEach, describe, expect, it } from "vitest";
import { certificateContent, verificationLines } from "~/classes/certificate";
import { classCertificateNumberFrom, parseClassCertificateNumber } from "~/classes/certificateNumber";
import { completedMail } from "~/classes/server/classEmails.server";
import { classCertificatePdf as certificatePdf } from "~/classes/server/certificatePdf.server";
import {
  certificateByNumber,
  certificateOfSeat,
  takeAttendance,
  type Completed,
} from "~/classes/server/completions.server";
import { hostedSession, hostedSessions } from "~/classes/server/hostedSessions.server";
import { takeSeat, type Seat } from "~/classes/server/seats.server";
import { classSession } from "~/classes/server/sessions.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { completedClassFor } from "~/applications/server/completedClass.server";
import { completedClassesOf } from "~/kits/completions/completedClasses.server";
import { findLink } from "~/kits/links/linkTokens.server";
import { parseCertificateNumber } from "~/portal/donorDocuments";
import { anaCertificate, anaCompletion, weeklySession } from "../support/classRecords";
import { readPdf } from "../support/pdfReading";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2027, 2, 1, 15);
const DAY = 86_400_000;
/** 1 April 2027: the five Tuesdays of March have all taken place, so their attendance is open. */
const AFTER = Date.UTC(2027, 3, 1, 15);
const TZ = "America/New_York";
const settings = { publicUrl: "https://site.example", timeZone: TZ, mailFrom: "Org <hi@org.test>" };

describe("a class certificate's number", () => {
  it("is TAC and 80 bits in Crockford's base32, never mistaken for a device certificate's", () => {
    const number = classCertificateNumberFrom(new Uint8Array(10).fill(255));
    expect(number).toBe("TAC-ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    expect(classCertificateNumberFrom(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe("TAC-0000-0000-0000-0001");
    expect(parseClassCertificateNumber(" tac-7k3m-q9xd-2hbw-n5rt ")).toBe("TAC-7K3M-Q9XD-2HBW-N5RT");
    expect(parseClassCertificateNumber("TA-7K3M-Q9XD-2HBW-N5RT")).toBeNull();
    expect(parseClassCertificateNumber("TAC-7K3M-Q9XD-2HBW-N5RU")).toBeNull(); // no U in the alphabet
    expect(parseCertificateNumber("TAC-7K3M-Q9XD-2HBW-N5RT")).toBeNull();
  });

  it("is read as people type either kind of number: any case, spaces, no dashes, a phone's long dash", () => {
    for (const typed of [
      "tac7k3mq9xd2hbwn5rt",
      "TAC 7K3M Q9XD 2HBW N5RT",
      "tac–7k3m—q9xd‑2hbw-n5rt",
      "ＴＡＣ７Ｋ３ＭＱ９ＸＤ２ＨＢＷＮ５ＲＴ",
    ])
      expect(parseClassCertificateNumber(typed), typed).toBe("TAC-7K3M-Q9XD-2HBW-N5RT");
    for (const typed of ["ta c7k3 mq9x d2hb wn5r", "ta-c7k3-mq9x-d2hb-wn5r", " TA C7K3MQ9XD2HBWN5R"])
      expect(parseCertificateNumber(typed), typed).toBe("TA-C7K3-MQ9X-D2HB-WN5R");
    // Each prefix reads only its own length: a device's number never passes for a class's, nor the other way.
    expect(parseClassCertificateNumber("ta-c7k3-mq9x-d2hb-wn5r")).toBeNull();
    expect(parseCertificateNumber("tac7k3mq9xd2hbwn5rt")).toBeNull();
    for (const bad of ["tac7k3mq9xd2hbwn5r", "tac7k3mq9xd2hbwn5rtt", "tac7k3m/q9xd2hbwn5rt", "x".repeat(200)])
      expect(parseClassCertificateNumber(bad), bad).toBeNull();
  });
});

/** Five two-hour meetings (Tuesdays from 2 March 2027), hosted by partner `p1`; Ana (Spanish) and Ben seated. */
async function classWithTwo(db: Db) {
  const id = await weeklySession(db, 5, {
    title: "Martes por la tarde",
    language: "es",
    place: "Hope House",
    partnerId: "p1",
    weeks: 5,
  });
  const seats: Seat[] = [];
  for (const [name, locale] of [
    ["Ana Díaz", "es"],
    ["Ben Ruiz", "en"],
  ] as const) {
    // Ana also gave a mobile number: her completions are found by it too.
    const phone = locale === "es" ? "+12015550123" : null;
    const answer = await takeSeat(
      db,
      id,
      { name, email: `${name.split(" ")[0]!}@Example.org`, phone, locale },
      null,
      NOW,
    );
    if (answer.kind === "seat") seats.push(answer.seat);
  }
  return { id, ana: seats[0]!, ben: seats[1]! };
}

describe.each(ENGINES)("completion as attendance is taken (%s)", (engine: Engine) => {
  it("completes at the share once, dated by the last meeting attended; a correction below it withdraws it", async () => {
    const { db } = await openTestStore(engine);
    const { id, ana, ben } = await classWithTwo(db);
    const emailed: string[] = [];
    const completed: Completed = async (_trx, seat, number) => void emailed.push(`${seat.name} ${number}`);
    const completion = { share: 0.8, completed, timeZone: TZ };
    // Ana comes to meetings 1 to 4 (4 of 5: the share), Ben to 1 to 3; staff save the lists on 1 April.
    for (const meeting of [1, 2, 3, 4])
      await takeAttendance(db, id, meeting, meeting < 4 ? [ana.seq, ben.seq] : [ana.seq], "kim", completion, AFTER);
    expect(emailed).toHaveLength(1);
    const number = emailed[0]!.replace("Ana Díaz ", "");
    expect(parseClassCertificateNumber(number)).toBe(number);
    expect(await certificateOfSeat(db, ben.seq, TZ, AFTER)).toBeNull();
    const facts = await certificateByNumber(db, number, TZ, AFTER);
    // Completed on the fourth meeting's day, not the day the list was saved (issue 45).
    expect(facts).toMatchObject(anaCompletion);

    // Meeting 4 taken again without her: below the share, the number no longer verifies; with her again, the same
    // number stands and no second email is written.
    await takeAttendance(db, id, 4, [], "kim", completion, AFTER + DAY);
    expect(await certificateByNumber(db, number, TZ, AFTER)).toBeNull();
    await takeAttendance(db, id, 4, [ana.seq], "kim", completion, AFTER + 2 * DAY);
    expect((await certificateOfSeat(db, ana.seq, TZ, AFTER))?.number).toBe(number);
    expect(emailed).toHaveLength(1);
  });

  it("refuses attendance before a meeting starts, and no certificate rests on meetings still to come", async () => {
    const { db } = await openTestStore(engine);
    const { id, ana } = await classWithTwo(db);
    const emailed: string[] = [];
    const completion = { share: 0.2, completed: (async () => void emailed.push("sent")) as Completed, timeZone: TZ };
    // 1 March at 1:31 PM in New York: the first meeting is at 6:00 PM the next day.
    const early = Date.UTC(2027, 2, 1, 18, 31);
    expect(await takeAttendance(db, id, 1, [ana.seq], "kim", completion, early)).toBe("not-yet");
    // One minute before it starts, still refused; at its start, open.
    expect(await takeAttendance(db, id, 1, [ana.seq], "kim", completion, Date.UTC(2027, 2, 2, 22, 59))).toBe("not-yet");
    const session = (await classSession(db, id))!;
    expect([session.meetings[0]!.attendanceTakenAt, emailed]).toEqual([null, []]);
    expect(await rows(db, sql`SELECT * FROM class_attendance`)).toEqual([]);
    expect(await takeAttendance(db, id, 1, [ana.seq], "kim", completion, Date.UTC(2027, 2, 2, 23))).toBe(1);
    expect(emailed).toEqual(["sent"]);

    // Rows recorded for meetings 2 to 5 before attendance waited for a meeting (as the store may hold them) count
    // for nothing until those meetings take place: the certificate states the one meeting held.
    for (const meeting of [2, 3, 4, 5])
      await sql`INSERT INTO class_attendance (seat_seq, meeting_number) VALUES (${ana.seq}, ${meeting})`.execute(db);
    const justAfterFirst = Date.UTC(2027, 2, 3);
    const facts = await certificateOfSeat(db, ana.seq, TZ, justAfterFirst);
    expect([facts?.attended, facts?.completedOn]).toEqual([1, "2027-03-02"]);
    // Before any meeting has taken place, there is no certificate at all.
    expect(await certificateOfSeat(db, ana.seq, TZ, early)).toBeNull();
  });

  it("writes the student's email in their language with a certificate link that is theirs and not spent", async () => {
    const { db } = await openTestStore(engine);
    const { id, ana } = await classWithTwo(db);
    const session = (await classSession(db, id))!;
    const completion = { share: 0.4, completed: completedMail(settings, session), timeZone: TZ };
    for (const meeting of [1, 2]) await takeAttendance(db, id, meeting, [ana.seq], "kim", completion, AFTER);
    const mails = await rows(
      db,
      sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient, subject, text_body
        FROM mail_outbox ORDER BY id`,
    );
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ["Ana@Example.org", "Completó Martes por la tarde: su certificado"],
    ]);
    const token = /https:\/\/site\.example\/es\/dsclasses\/certificate\/([\w-]{43})/.exec(mails[0]!.text_body)?.[1];
    expect(mails[0]!.text_body).toContain("https://site.example/es/apply");
    const link = await findLink(db, "class-certificate", token!);
    expect([link?.subjectId, link?.state]).toEqual([String(ana.seq), "valid"]);
  });

  it("lets the host partner's caseworker see its sessions only, and other wings read completions by address", async () => {
    const { db } = await openTestStore(engine);
    const { id, ana, ben } = await classWithTwo(db);
    expect((await hostedSessions(db, "p1")).map((session) => [session.id, session.meetings])).toEqual([[id, 5]]);
    expect(await hostedSessions(db, "p2")).toEqual([]);
    expect(await hostedSession(db, "p2", id)).toBeNull();
    expect((await hostedSession(db, "p1", id))?.students.map((student) => student.name)).toEqual([
      "Ana Díaz",
      "Ben Ruiz",
    ]);
    for (const meeting of [1, 2, 3, 4, 5])
      await takeAttendance(db, id, meeting, [ana.seq], "kim", { share: 0.8, completed: null, timeZone: TZ }, AFTER);
    // Dated by her last meeting: 30 March, 18:00 in New York (22:00 UTC, daylight time).
    expect(await completedClassesOf(db, { email: " ANA@example.ORG " })).toEqual([
      { title: "Martes por la tarde", completedAt: Date.UTC(2027, 2, 30, 22), partnerId: "p1" },
    ]);
    expect(await completedClassesOf(db, { email: ben.email })).toEqual([]);
    expect((await completedClassesOf(db, { email: null, phone: "+12015550123" })).map((done) => done.title)).toEqual([
      "Martes por la tarde",
    ]);
    expect(await completedClassesOf(db, { email: null, phone: null })).toEqual([]);
    // The application's recommender step: the host partner chosen when the applicant can choose it.
    const hope = { id: "p1", name: "Hope House" };
    expect(await completedClassFor(db, { email: "ana@example.org" }, [hope], "es", TZ)).toEqual({
      title: "Martes por la tarde",
      completedOn: "30 de marzo de 2027",
      partner: "Hope House",
      partnerId: "p1",
    });
    expect((await completedClassFor(db, { email: "ana@example.org" }, [], "en", TZ))?.partnerId).toBeNull();
    expect(await completedClassFor(db, { email: ben.email }, [hope], "en", TZ)).toBeNull();
  });
});

describe("the certificate and what /verify says", () => {
  const facts = anaCertificate("es", "Martes por la tarde");

  it("is a tagged PDF in the student's language stating the records, its number checkable at /es/verify", async () => {
    const content = certificateContent(facts, "https://site.example");
    expect(content.verification.url).toBe("https://site.example/es/verify/TAC-7K3M-Q9XD-2HBW-N5RT");
    const pdf = readPdf(await certificatePdf(content, "es"));
    expect(pdf.lang).toBe("es-US");
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
    expect(pdf.structure).toContain("H1");
    const text = pdf.text.replace(/\s+/g, " ");
    for (const expected of [
      "Certificado de finalización",
      "TAC-7K3M-Q9XD-2HBW-N5RT",
      "certifica que Ana Díaz completó",
      "Martes por la tarde",
      "del 2 de marzo de 2027 al 30 de marzo de 2027",
      "4 de 5",
      "Horas asistidas",
    ])
      expect(text).toContain(expected);
  });

  it("is signed by the signer the settings name, and without one has no signature line", async () => {
    const signed = certificateContent(facts, "https://site.example", {
      signer: { name: "Ana Rivera", title: "Directora ejecutiva" },
      ein: null,
      address: null,
    });
    const signedPdf = readPdf(await certificatePdf(signed, "es"));
    expect(signedPdf.text.replace(/\s+/g, " ")).toContain("Emisión y firma Fecha de emisión 23 de marzo de 2027");
    // The label wraps beside its value on paper; the structure reads it as one row.
    expect(signedPdf.structure).toMatch(
      /TH:\n\s+\/Scope \/Row\n\s+"Firmado en nombre de la organización por"\n\s+TD\n\s+"Ana Rivera, Directora ejecutiva"/,
    );
    const unsigned = readPdf(await certificatePdf(certificateContent(facts, "https://site.example"), "es"));
    const unsignedText = unsigned.text.replace(/\s+/g, " ");
    expect(unsignedText).toContain("Emisión Fecha de emisión 23 de marzo de 2027");
    expect(unsignedText).not.toMatch(/Firmado|firma|confirmar|supplied|\[/);
  });

  it("tells a third party the class, never the student's name", () => {
    const lines = verificationLines(facts, "en");
    expect(lines.map((line) => line.label)).toContain("Hours attended");
    expect(JSON.stringify(lines)).not.toContain("Ana");
    expect(lines.find((line) => line.label === "Dates")?.value).toBe("March 2, 2027 to March 30, 2027");
  });
});
