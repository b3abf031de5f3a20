/**
 * A partner's device request by programme (issue 50 §1) on both engines: asked (the confirmation to the caseworker
 * and the contact), started by one member of staff only, fulfilled with ready items (one already given elsewhere
 * refused by its id, nothing kept), and collected: signed, the devices the partner's, the covered applicants
 * delivered and told as a single delivery tells them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_STATUS } from "~/kits/records/applicantStatus";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { readRequest, type RequestAnswers } from "~/partners/deviceRequest";
import {
  askForDevices,
  coverableApplicants,
  partnerRequest,
  partnerRequests,
  requestDevices,
} from "~/partners/server/deviceRequests.server";
import { signForDevices } from "~/partners/server/deviceRequestHandover.server";
import { currentAnnouncements, postAnnouncement } from "~/partners/server/announcements.server";
import { fulfilRequest, givenThisYear, startRequest } from "~/partners/staff/deviceRequestWork.server";
import { runSheet } from "~/donations/staff/runSheet.server";
import { handoverSheetPdf } from "~/partners/server/handoverSheet.server";
import { requestsCsv } from "~/partners/server/requestsCsv.server";
import { readPdf } from "../support/pdfReading";
import { pdfUaProblems } from "../support/pdfUa";
import { closeTestStores, ENGINES, openOtherConnection, openTestStore } from "../support/testStores";
import {
  approvedWithDevice,
  CASEWORKER,
  deliveredAt,
  donatedOn,
  mailOf,
  notices,
  NOW,
  partner,
  statusOf,
  timeZone,
} from "../support/partnerWorkRecords";

afterEach(closeTestStores);

const TODAY = "2027-03-10";
const cohort: RequestAnswers = {
  programmeKind: "cohort",
  programmeName: "Spring 2027 class",
  county: "Hudson",
  laptops: 3,
  desktops: 0,
  tablets: 0,
  served: 3,
  servedKind: "people",
  neededBy: "2027-04-01",
  applicants: ["A-1", "A-2"],
};
const asker = { partnerId: "P-1", partnerName: "Hope House", email: CASEWORKER.email };
const context = { locale: "en" as const, link: (id: string) => `https://portal.example.org/partners/requests/${id}` };
const fulfilSettings = {
  today: TODAY,
  timeZone,
  domain: "example.org",
  address: "1 River St, Hoboken, NJ",
  link: () => "https://portal.example.org/partners/requests/x",
  now: NOW,
};

async function world(db: Db) {
  await partner(db, "P-1", "Hope House", ["contact@hope.test", "rosa@hope.test"]);
  await partner(db, "P-2", "Other Org", ["sam@other.test"]);
  await approvedWithDevice(db, "A-1", "I-1");
  await approvedWithDevice(db, "A-2", "I-2");
  for (const id of ["L-1", "L-2", "L-3", "L-4"])
    await createRecordWriter(db, Computer_Inventory).write(
      Computer_Inventory.schema.parse({ id, Model: `Latitude ${id}`, Status: "Refurbished", Computer_Type: "Laptop" }),
    );
  return askForDevices(db, asker, cohort, { ...context, now: NOW });
}

const mailTo = (db: Db, recipient: string) =>
  rows(
    db,
    sql<{ subject: string; text_body: string; attachment_name: string | null; attachment_text: string | null }>`
      SELECT subject, text_body, attachment_name, attachment_text FROM mail_outbox WHERE recipient = ${recipient}
      ORDER BY id`,
  );

describe("a request as typed", () => {
  const typed = {
    programmeKind: "cohort",
    programmeName: "  Spring   class ",
    county: "Hudson",
    laptops: "3",
    desktops: "",
    tablets: "0",
    served: "3",
    servedKind: "families",
    neededBy: "2027-04-01",
  };
  it("reads the programme, the counts and the applicants the partner may name", () => {
    expect(readRequest(typed, ["A-1", "A-1"], ["A-1"], TODAY)).toEqual({
      ok: true,
      value: { ...cohort, programmeName: "Spring class", servedKind: "families", applicants: ["A-1"] },
    });
  });
  it("says what is wrong with each field", () => {
    const wrong = { ...typed, programmeKind: "party", laptops: "0", neededBy: "2027-03-09", programmeName: "" };
    expect(readRequest(wrong, ["A-9"], ["A-1"], TODAY)).toEqual({
      ok: false,
      errors: {
        programmeKind: "programmeKind",
        programmeName: "programmeName",
        laptops: "none",
        neededBy: "past",
        applicants: "applicants",
      },
    });
    expect(readRequest({ ...typed, tablets: "501" }, [], [], TODAY)).toMatchObject({ errors: { tablets: "count" } });
  });
});

describe.each(ENGINES)("a partner's device request (%s)", (engine: Engine) => {
  it("is confirmed to the caseworker who asked and to the contact, and only its partner reads it", async () => {
    const { db } = await openTestStore(engine);
    const id = await world(db);
    for (const recipient of [CASEWORKER.email, "contact@hope.test"]) {
      const [mail] = await mailTo(db, recipient);
      expect(mail?.subject).toBe("We received your request for devices: Spring 2027 class");
      expect(mail?.text_body).toContain('Hope House asked for 3 laptops for the programme "Spring 2027 class"');
    }
    expect((await partnerRequests(db, "P-1")).map((request) => [request.id, request.state])).toEqual([[id, "new"]]);
    expect(await partnerRequest(db, "P-2", id)).toBeNull();
    expect(await partnerRequests(db, "P-2")).toEqual([]);
    expect((await coverableApplicants(db, "P-1")).map((row) => row.id).sort()).toEqual(["A-1", "A-2"]);
  });

  it("is taken by one member of staff; another is told who, and only the taker fulfils it", async () => {
    const { db } = await openTestStore(engine);
    const id = await world(db);
    expect(
      await fulfilRequest(db, id, "kim@org.test", { itemIds: ["L-1"], day: TODAY, window: "morning" }, fulfilSettings),
    ).toEqual({
      ok: false,
      status: 409,
      message: "Start the request before you fulfil it.",
    });
    expect(await startRequest(db, id, "kim@org.test", NOW)).toMatchObject({ ok: true });
    expect(await startRequest(db, id, "lee@org.test", NOW)).toEqual({
      ok: false,
      status: 409,
      message: "kim@org.test started this request; they are preparing it.",
    });
    expect(
      await fulfilRequest(db, id, "lee@org.test", { itemIds: ["L-1"], day: TODAY, window: "morning" }, fulfilSettings),
    ).toMatchObject({ status: 409, message: "kim@org.test started this request; they are preparing it." });
    expect((await partnerRequest(db, "P-1", id))?.startedBy).toBe("kim@org.test");
  });

  it("is taken by one of two colleagues starting it at the same moment from two connections", async () => {
    const store = await openTestStore(engine);
    const id = await world(store.db);
    const other = engine === "postgres" ? (await openOtherConnection(store)).db : store.db;
    const answers = await Promise.all([
      startRequest(store.db, id, "kim@org.test", NOW),
      startRequest(other, id, "lee@org.test", NOW),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ status: 409 });
  });

  it("refuses an item already given elsewhere by its id, keeping nothing, then sets the ready ones aside", async () => {
    const { db } = await openTestStore(engine);
    const id = await world(db);
    await startRequest(db, id, "kim@org.test", NOW);
    const fulfil = (itemIds: string[], day = "2027-03-12", window = "afternoon") =>
      fulfilRequest(db, id, "kim@org.test", { itemIds, day, window }, fulfilSettings);
    expect(await fulfil(["L-1", "I-1"])).toEqual({
      ok: false,
      status: 409,
      message: "Item I-1 was already given elsewhere.",
    });
    expect(await fulfil(["L-9"])).toMatchObject({ status: 400, message: "There is no inventory item L-9." });
    expect(await fulfil(["L-1", "L-2", "L-3", "L-4"])).toMatchObject({
      message: "The request asked for 3 laptops; item L-4 would be one more.",
    });
    expect(await fulfil(["L-1"], "2027-03-09")).toMatchObject({ status: 400 });
    const free = await rows(db, sql<{ id: string }>`SELECT id FROM "Computer_Inventory" WHERE "Recipient" IS NULL`);
    expect(free.map((row) => row.id).sort()).toEqual(["L-1", "L-2", "L-3", "L-4"]);

    expect(await fulfil(["L-1", "L-2", "L-3"])).toMatchObject({ ok: true });
    expect((await requestDevices(db, id)).map((item) => [item.id, item.model])).toEqual([
      ["L-1", "Latitude L-1"],
      ["L-2", "Latitude L-2"],
      ["L-3", "Latitude L-3"],
    ]);
    const [invitation] = (await mailTo(db, CASEWORKER.email)).slice(1);
    expect(invitation?.subject).toBe("Your devices are ready to collect: Spring 2027 class");
    expect(invitation?.attachment_name).toBe("collection.ics");
    expect(invitation?.attachment_text).toContain("DTSTART:20270312T170000Z"); // noon in New York, before the clocks change
    expect(await givenThisYear(db, "P-1", "2027-01-01")).toBe(3);
    // On the staff's run sheet of that day, with the devices set aside.
    expect((await runSheet(db, "2027-03-12", TODAY)).ok && (await runSheet(db, "2027-03-12", TODAY))).toMatchObject({
      collections: [{ id, window: "afternoon", partner: "Hope House", programme: "Spring 2027 class", devices: 3 }],
    });

    // A second request cannot have the same devices.
    const other = await askForDevices(db, asker, { ...cohort, applicants: [] }, context);
    await startRequest(db, other, "kim@org.test", NOW);
    expect(
      await fulfilRequest(
        db,
        other,
        "kim@org.test",
        { itemIds: ["L-2"], day: TODAY, window: "morning" },
        fulfilSettings,
      ),
    ).toMatchObject({ message: "Item L-2 was already given elsewhere." });
  });

  it("at the collection, the signature makes the devices the partner's and delivers and tells the applicants", async () => {
    const { db } = await openTestStore(engine);
    const id = await world(db);
    const settings = { notices, timeZone, now: NOW };
    expect(await signForDevices(db, CASEWORKER, id, "Rosa Díaz", settings)).toMatchObject({ status: 409 });
    await startRequest(db, id, "kim@org.test", NOW);
    await fulfilRequest(
      db,
      id,
      "kim@org.test",
      { itemIds: ["L-1", "L-2", "L-3"], day: TODAY, window: "morning" },
      fulfilSettings,
    );
    await sql`DELETE FROM mail_outbox`.execute(db);
    // A-2's own laptop was taken back: the programme's devices are all they get, and they are delivered still.
    await sql`UPDATE "Computer_Inventory" SET "Recipient" = NULL WHERE id = 'I-2'`.execute(db);
    expect(await signForDevices(db, { ...CASEWORKER, partnerId: "P-2" }, id, "Sam", settings)).toMatchObject({
      status: 404,
    });
    expect(await signForDevices(db, CASEWORKER, id, "   ", settings)).toMatchObject({ status: 400 });
    expect(await signForDevices(db, CASEWORKER, id, "Rosa Díaz", settings)).toEqual({ ok: true, delivered: 2 });

    const request = await partnerRequest(db, "P-1", id);
    expect([request?.state, request?.signedName]).toEqual(["collected", "Rosa Díaz"]);
    for (const item of ["L-1", "L-2", "L-3"]) {
      expect(await donatedOn(db, item)).toBe(TODAY);
      const owner = await firstRow(
        db,
        sql<{ r: string }>`SELECT "Recipient" AS r FROM "Computer_Inventory" WHERE id = ${item}`,
      );
      expect(owner?.r).toBe("P-1");
    }
    for (const applicant of ["A-1", "A-2"]) {
      expect(await statusOf(db, applicant)).toBe(CLIENT_STATUS);
      expect((await mailOf(db, applicant)).map((mail) => mail.kind)).toEqual(["status"]);
      expect(Number(await deliveredAt(db, applicant))).toBe(NOW);
    }
    expect(await signForDevices(db, CASEWORKER, id, "Rosa Díaz", settings)).toMatchObject({ status: 409 });

    // The handover sheet, read back: every device by model and id, and who signed; a tagged PDF.
    const sheet = readPdf(await handoverSheetPdf(request!, await requestDevices(db, id), timeZone));
    const text = sheet.text.replace(/\s+/g, " ");
    for (const item of ["L-1", "L-2", "L-3"]) expect(text).toContain(`Inventory id ${item} Latitude ${item}`);
    expect(text).toContain("Signed for by Rosa Díaz");
    expect(pdfUaProblems(sheet.file, { title: "Handover sheet: Spring 2027 class", lang: "en-US" })).toEqual([]);
    // The funders' CSV: the programme's devices, and the county's total.
    expect((await requestsCsv(db, "P-1", "en")).trim().split("\r\n")).toEqual([
      "Programme,Kind,County,Collected on,Laptops,Desktops,Tablets,Devices",
      `Spring 2027 class,A class cohort,Hudson,${TODAY},3,0,0,3`,
      "Total for the county,,Hudson,,3,0,0,3",
    ]);
    expect((await requestsCsv(db, "P-2", "en")).trim().split("\r\n")).toHaveLength(1);
  });

  it("shows staff's announcements to partners until their last day", async () => {
    const { db } = await openTestStore(engine);
    const typed = { body: "Pickups close early on Friday.", link: "https://example.org/news", endsOn: "2027-03-12" };
    expect(await postAnnouncement(db, { ...typed, body: "x".repeat(501) }, "kim@org.test", TODAY)).toMatchObject({
      ok: false,
    });
    expect(await postAnnouncement(db, { ...typed, link: "javascript:alert(1)" }, "kim@org.test", TODAY)).toMatchObject({
      ok: false,
    });
    expect(await postAnnouncement(db, typed, "kim@org.test", TODAY)).toEqual({ ok: true });
    expect((await currentAnnouncements(db, "2027-03-12")).map((entry) => entry.body)).toEqual([typed.body]);
    expect(await currentAnnouncements(db, "2027-03-13")).toEqual([]);
  });
});
