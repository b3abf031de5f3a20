/**
 * The companies' leaderboard (issue 48 §3, decision 126), on both engines: it counts the devices received in a
 * company's name as the computers figure counts them, lists only the companies whose donors chose so (each donor's
 * choice covering their own donations), ranks them by those devices, leaves out what staff hid, and every choice, hide
 * and count moves the figures' version in its own statement. The pure ranking's ties and names beside it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sql, type Db, type Engine } from "~/db/engine.server";
import { Refused } from "~/db/refusal.server";
import { companyKey, rankCompanies } from "~/donations/leaderboard";
import {
  chooseListings,
  companiesNamed,
  hideCompany,
  listingChoices,
  showCompany,
} from "~/donations/server/companyListings.server";
import { moveDonation } from "~/donations/server/donationTimeline.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { companyLeaderboard } from "~/donations/server/leaderboard.server";
import { donorRecordIdOf, submitDonation } from "~/donations/server/submitDonation.server";
import { impactFigures } from "~/kits/figures/figures.server";
import { figuresVersion } from "~/kits/figures/figuresVersion.server";
import { counts, donationAnswers, HOUR, settings, THURSDAY } from "../support/staffDonationRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

async function moves(db: Db, step: () => Promise<unknown>): Promise<boolean> {
  const before = await figuresVersion(db);
  await step();
  return (await figuresVersion(db)) !== before;
}

/** A drop-off by this person in this company's name (or none), received with these laptops; its donor record id. */
let given = 0;
async function received(db: Db, name: string, company: string | null, laptops: number, receive = true) {
  const answers = donationAnswers("drop-off", name);
  const at = THURSDAY - 48 * HOUR + ++given * 60_000; // in the order given
  const draftId = await createDonationDraft(
    db,
    "en",
    { ...answers, donor: { ...answers.donor!, company }, devices: counts(laptops) },
    at,
  );
  const sent = await submitDonation(db, draftId, settings, at);
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
  await moveDonation(db, settings, sent.reference, { to: "Dropped off" }, THURSDAY);
  if (receive) await moveDonation(db, settings, sent.reference, { to: "Received", counts: counts(laptops) }, THURSDAY);
  return donorRecordIdOf(sent.reference);
}

const emailOf = (name: string) => `${name}@give.example`;
const choose = (db: Db, name: string, records: string[], company: string, listed: boolean, at = THURSDAY) =>
  chooseListings(
    db,
    {
      emailKey: emailOf(name),
      donorRecordIds: records,
      by: `C-${name}`,
      choices: [{ key: companyKey(company), listed }],
    },
    at,
  );
const board = async (db: Db) =>
  (await companyLeaderboard(db)).map((entry) => [entry.rank, entry.company, entry.devices] as const);

describe.each(ENGINES)("the companies' leaderboard (%s)", (engine: Engine) => {
  it("lists only the companies a donor chose, counted from the records, ranked, and moves the version", async () => {
    const { db } = await openTestStore(engine);
    const ana = [await received(db, "ana", "Acme Corp", 3), await received(db, "ana", "ACME  corp ", 2)];
    const ben = [await received(db, "ben", "Acme Corp", 4)];
    const cy = [await received(db, "cy", "Beta LLC", 6), await received(db, "cy", "Gamma Inc", 8, false)];
    await received(db, "dee", null, 1);
    // Nobody chose: nobody is listed, though the computers figure counts every device received.
    expect(await board(db)).toEqual([]);
    const computers = (await impactFigures(db, THURSDAY)).find((figure) => figure.id === "computers")!;
    expect(computers.recorded).toBe(3 + 2 + 4 + 6 + 1);

    // Ana's choice covers her own donations in Acme's name (both spellings), not Ben's.
    expect(await moves(db, () => choose(db, "ana", ana, "acme corp", true))).toBe(true);
    expect(await board(db)).toEqual([[1, "Acme Corp", 5]]);
    expect(await moves(db, () => choose(db, "cy", cy, "Beta LLC", true))).toBe(true);
    expect(await board(db)).toEqual([
      [1, "Beta LLC", 6],
      [2, "Acme Corp", 5],
    ]);
    expect(await moves(db, () => choose(db, "ben", ben, "Acme Corp", true))).toBe(true);
    expect(await board(db)).toEqual([
      [1, "Acme Corp", 9],
      [2, "Beta LLC", 6],
    ]);
    // A company whose devices are not received yet waits; listing it changes nothing shown.
    await choose(db, "cy", cy, "Gamma Inc", true);
    expect((await board(db)).map(([, company]) => company)).toEqual(["Acme Corp", "Beta LLC"]);

    // Changed back: off again, kept with who chose and when.
    expect(await moves(db, () => choose(db, "ben", ben, "Acme Corp", false))).toBe(true);
    expect(await board(db)).toEqual([
      [1, "Beta LLC", 6],
      [2, "Acme Corp", 5],
    ]);
    const bens = (await listingChoices(db)).find((row) => row.emailKey === emailOf("ben"))!;
    expect(bens).toMatchObject({ key: "acme corp", company: "Acme Corp", listed: false, chosenBy: "C-ben" });
    // The same choice again keeps the day it was first made, and moves nothing.
    expect(await moves(db, () => choose(db, "ana", ana, "Acme Corp", true, THURSDAY + HOUR))).toBe(false);
    expect(await companiesNamed(db, emailOf("ana"), ana)).toEqual([
      { key: "acme corp", company: "Acme Corp", listed: true, chosenAt: THURSDAY },
    ]);
    expect(await companiesNamed(db, emailOf("cy"), cy)).toMatchObject([
      { company: "Beta LLC", listed: true },
      { company: "Gamma Inc", listed: true },
    ]);

    // Staff hide an entry, whoever chose it; shown again, the choices stand.
    expect(await moves(db, () => hideCompany(db, "Beta  LLC", "Not a company: a test entry", "kim@org.test"))).toBe(
      true,
    );
    expect(await board(db)).toEqual([[1, "Acme Corp", 5]]);
    await expect(hideCompany(db, "Acme Corp", "  ", "kim@org.test")).rejects.toBeInstanceOf(Refused);
    expect(await moves(db, () => showCompany(db, "beta llc"))).toBe(true);
    expect(await board(db)).toHaveLength(2);

    // A CRM push renaming a received donation's company moves its devices, and the version with them.
    expect(
      await moves(db, () => sql`UPDATE "Computer_Donors" SET "Company" = 'Beta LLC' WHERE id = ${ana[1]!}`.execute(db)),
    ).toBe(true);
    expect(await board(db)).toEqual([
      [1, "Beta LLC", 6],
      [2, "Acme Corp", 3],
    ]);
  });

  it("refuses a choice for a company the donor's donations do not name, and keeps nothing", async () => {
    const { db } = await openTestStore(engine);
    const ana = [await received(db, "ana", "Acme Corp", 3)];
    await received(db, "cy", "Beta LLC", 6);
    const refused = await choose(db, "ana", ana, "Beta LLC", true).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).answer.status).toBe(404);
    expect(await listingChoices(db)).toEqual([]);
    expect(await companiesNamed(db, emailOf("ana"), [])).toEqual([]);
  });
});

describe("the leaderboard's ranking", () => {
  const row = (emailKey: string, company: string, devices: number) => ({ emailKey, company, devices });
  const all = (rows: ReturnType<typeof row>[]) =>
    new Set(rows.map((one) => `${one.emailKey}\u0000${companyKey(one.company)}`));

  it("shares a rank between companies with as many devices, then orders them by name", () => {
    const given = [row("a", "Zeta", 5), row("b", "Alpha", 5), row("c", "Mid", 7), row("d", "Low", 1)];
    expect(rankCompanies(given, all(given), new Set())).toEqual([
      { rank: 1, company: "Mid", devices: 7 },
      { rank: 2, company: "Alpha", devices: 5 },
      { rank: 2, company: "Zeta", devices: 5 },
      { rank: 4, company: "Low", devices: 1 },
    ]);
  });

  it("shows the spelling most devices were given under, and one company for spaces and capitals", () => {
    const given = [row("a", "acme corp", 2), row("b", " Acme   Corp", 3), row("c", "Acme Corp.", 4)];
    expect(companyKey("  ACME\tCorp ")).toBe("acme corp");
    expect(rankCompanies(given, all(given), new Set(["acme corp."]))).toEqual([
      { rank: 1, company: "Acme Corp", devices: 5 },
    ]);
  });
});
