/**
 * The person's last-used language: kept by email key, read when an email is written to them, English when none is
 * kept; the emails' words in that language; and the purge keeps a language while a record has its email.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as esWords from "~/portal/content/es/words";
import { possibleDenialReasons } from "~/kits/records/applicantStatus";
import { composeLoginEmail, loginLink } from "~/kits/signIn/loginEmail.server";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { languageOf, rememberLanguage } from "~/kits/records/personLanguage.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { purgeExpired } from "~/startup/retention.server";
import { Champions, Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };
const DAY = 24 * 60 * 60 * 1000;

async function applicant(db: Db, id: string, email: string) {
  await createRecordWriter(db, Contacts, Contacts.fieldNames, { notices }).write(
    Contacts.schema.parse({
      id,
      Full_Name: "Ana Díaz",
      Email: email,
      Status: "Applicants to approve",
      Denial_Reason: "Fuera del área",
    }),
  );
}

async function statusMail(db: Db, id: string) {
  const mail = await firstRow(
    db,
    sql<{
      subject: string;
      text_body: string;
      html_body: string;
    }>`SELECT subject, text_body, html_body FROM mail_outbox WHERE record_id = ${id} ORDER BY id DESC`,
  );
  if (!mail) throw new Error(`no status email for ${id}`);
  return mail;
}

afterEach(closeTestStores);

describe.each(ENGINES)("the person's language (%s)", (engine) => {
  it("is English until one is kept, then the last one kept", async () => {
    const { db } = await openTestStore(engine);
    expect(await languageOf(db, "ana@example.org")).toBe("en");
    await rememberLanguage(db, "ana@example.org", "es", 1000);
    expect(await languageOf(db, "ana@example.org")).toBe("es");
    await rememberLanguage(db, "ana@example.org", "es", 2000);
    expect(await rows(db, sql<{ updated_at: number }>`SELECT updated_at FROM person_languages`)).toEqual([
      { updated_at: 1000 },
    ]);
    await rememberLanguage(db, "ana@example.org", "en", 3000);
    expect(await languageOf(db, "ana@example.org")).toBe("en");
  });

  it("writes the status email in Spanish to a person whose language is Spanish, in English to the others", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", " Ana@Example.org ");
    await applicant(db, "A-2", "bo@example.org");
    await rememberLanguage(db, "ana@example.org", "es");
    const writer = createRecordWriter(db, Contacts, ["Status"], { notices });
    await writer.write({ id: "A-1", Status: "Denied Applicant" });
    await writer.write({ id: "A-2", Status: "Denied Applicant" });
    const spanish = await statusMail(db, "A-1");
    expect(spanish.subject).toBe("Estado de su solicitud: Solicitud denegada");
    expect(spanish.text_body).toContain("Hola, Ana Díaz:");
    expect(spanish.text_body).toContain("El estado de su solicitud de computadora ahora es: Solicitud denegada.");
    expect(spanish.text_body).toContain("Lo sentimos, su solicitud fue denegada.");
    expect(spanish.text_body).toContain("Motivo: Fuera del área");
    for (const reason of esWords.applicantPage.possibleReasons) expect(spanish.text_body).toContain(`- ${reason}`);
    expect(spanish.text_body).toContain("https://portal.example.org/es/auth");
    expect(spanish.html_body).toContain('<html lang="es">');
    expect(spanish.html_body).toContain('<a href="https://portal.example.org/es/auth">');
    const english = await statusMail(db, "A-2");
    expect(english.subject).toBe("Your application status: Application Denied");
    expect(english.text_body).toContain("https://portal.example.org/auth");
  });

  it("gives a standard denial reason in the person's language, in the text and the HTML of the status email", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", "ana@example.org");
    await applicant(db, "A-2", "bo@example.org");
    await rememberLanguage(db, "ana@example.org", "es");
    const writer = createRecordWriter(db, Contacts, ["Status", "Denial_Reason"], { notices });
    const reason = possibleDenialReasons[0];
    await writer.write({ id: "A-1", Status: "Denied Applicant", Denial_Reason: reason });
    await writer.write({ id: "A-2", Status: "Denied Applicant", Denial_Reason: reason });
    const spanish = await statusMail(db, "A-1");
    expect(spanish.text_body).toContain(`Motivo: ${esWords.applicantPage.possibleReasons[0]}`);
    expect(spanish.html_body).toContain(`<strong>Motivo:</strong> ${esWords.applicantPage.possibleReasons[0]}</p>`);
    expect(spanish.text_body).not.toContain(reason);
    expect((await statusMail(db, "A-2")).text_body).toContain(`Reason: ${reason}`);
  });
});

describe("the person's language in the emails", () => {
  it("gives a Spanish sign-in email whose link opens the Spanish portal", () => {
    const link = loginLink("https://portal.example.org", "C-1", "t.o.k", "es");
    expect(link).toBe("https://portal.example.org/es/portal?recordId=C-1&jwt=t.o.k");
    const email = composeLoginEmail(link, "Ana\r\nDíaz", "es");
    expect(email.subject).toBe("Su enlace para iniciar sesión en el portal digital");
    expect(email.text.split("\n")).toEqual([
      "Hola, Ana Díaz:",
      "",
      "Use este enlace para abrir el portal digital. Funciona una sola vez y vence en 15 minutos:",
      link,
      "",
      "Si usted no pidió iniciar sesión, puede ignorar este correo.",
    ]);
    expect(email.html).toContain(">Abrir el portal digital</a>");
  });

  it("every status has its Spanish email", () => {
    for (const Status of [
      "Applicants No Recommendation",
      "Recommendation Received",
      "Applicants to approve",
      "Approved Applicants",
      "Client",
    ]) {
      const email = composeStatusEmail(
        notices.publicUrl,
        { Full_Name: null, Status, Nominating_Organization: null },
        "es",
      )!;
      expect(email.subject).toMatch(/^Estado de su solicitud: /);
      expect(email.text).not.toMatch(/\b(Your|Hello|status|application)\b/);
    }
  });
});

describe.each(ENGINES)("the person's language in the purge (%s)", (engine) => {
  it("is purged only once no champion or applicant has its email, after the retention period", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    await createRecordWriter(db, Champions, Champions.fieldNames).write(
      Champions.schema.parse({ id: "C-1", Name: "Ana", Email: "ana@example.org" }),
    );
    await applicant(db, "A-1", "bo@example.org");
    for (const key of ["ana@example.org", "bo@example.org", "gone@example.org", "gone-recently@example.org"]) {
      await rememberLanguage(db, key, "es", key === "gone-recently@example.org" ? now - DAY : now - 40 * DAY);
    }
    const removed = await purgeExpired(db, { retentionMs: 30 * DAY, now });
    expect(removed.languages).toBe(1);
    const kept = await rows(db, sql<{ email_key: string }>`SELECT email_key FROM person_languages ORDER BY email_key`);
    expect(kept.map((row) => row.email_key)).toEqual([
      "ana@example.org",
      "bo@example.org",
      "gone-recently@example.org",
    ]);
  });
});
