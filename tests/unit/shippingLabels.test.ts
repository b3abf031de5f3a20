/**
 * The Shield orders' shipping labels (issue 37): what a label says, which orders get none and why, and the sheet read
 * back with poppler-utils: a tagged PDF in English with its fonts embedded, no heading, ten labels a US Letter page
 * where an Avery 5163 sheet has them, the eleventh on the next page; and which orders the sheets are printed for.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { addressLines, labelOf, type LabelOrder } from "~/shield/staff/shippingLabels";
import { ordersForLabels } from "~/shield/staff/shippingLabels.server";
import { labelProblems, shippingLabelsPdf } from "~/shield/staff/shippingLabelsPdf.server";
import { pdfWords, readPdf, type PdfWord } from "../support/pdfReading";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const order = (n: number, fields: Partial<LabelOrder> = {}): LabelOrder => ({
  id: `S-${n}`,
  Subscription_Number: `SUB-${String(n).padStart(4, "0")}`,
  Name: `Person${n} Label`,
  Shipping_Address: `${n} Grove St, Apt ${n}B, Jersey City, NJ 07302`,
  ...fields,
});

/** Avery 5163, in points: Letter, labels 4 × 2 inches, 0.5 inch above the first row, 5/32 inch beside, 3/16 between. */
const INCH = 72;
function labelBox(index: number) {
  const left = (5 / 32) * INCH + (index % 2) * (4 + 3 / 16) * INCH;
  const top = 0.5 * INCH + Math.floor(index / 2) * 2 * INCH;
  return { left, top, right: left + 4 * INCH, bottom: top + 2 * INCH };
}
const inside = (word: PdfWord, box: ReturnType<typeof labelBox>) =>
  word.xMin >= box.left && word.xMax <= box.right && word.yMin >= box.top && word.yMax <= box.bottom;

describe("a shipping label", () => {
  it("prints the address as the record breaks it, or at its commas with the city, state and ZIP on one line", () => {
    expect(addressLines("12 Grove St, Apt 3, Jersey City, NJ 07302")).toEqual([
      "12 Grove St",
      "Apt 3",
      "Jersey City, NJ 07302",
    ]);
    expect(addressLines("12 Grove St\n\nJersey City, NJ 07302 ")).toEqual(["12 Grove St", "Jersey City, NJ 07302"]);
    expect(addressLines("12 Grove St, Jersey City NJ 07302")).toEqual(["12 Grove St", "Jersey City NJ 07302"]);
  });

  it("is not made for a record that cannot address a parcel, and says why", () => {
    expect(labelOf(order(1, { Name: "  " }))).toEqual({ problem: "noName" });
    expect(labelOf(order(1, { Shipping_Address: null }))).toEqual({ problem: "noAddress" });
    expect(labelOf(order(1, { Shipping_Address: "12 Grove St, Jersey City, NJ" }))).toEqual({ problem: "noZip" });
    expect(labelOf(order(1, { Subscription_Number: null }))).toMatchObject({ reference: "S-1", name: "Person1 Label" });
    const long = order(2, { Shipping_Address: `${"Building ".repeat(80)}, Jersey City, NJ 07302` });
    expect(labelProblems([order(1), long, order(3, { Name: null })])).toEqual(
      new Map([
        ["S-2", "tooLong"],
        ["S-3", "noName"],
      ]),
    );
  });
});

describe("the sheet of labels", () => {
  it("puts ten labels on a Letter page where a 2 × 5 sheet has them, the eleventh on the next; tagged, no heading", async () => {
    const orders = [
      order(1),
      order(99, { Shipping_Address: "" }),
      ...Array.from({ length: 10 }, (_, i) => order(i + 2)),
    ];
    const sheet = shippingLabelsPdf(orders)!;
    expect(sheet.printed).toBe(11);
    const pdf = readPdf(await sheet.pdf);
    expect(pdf.info["Tagged"]).toBe("yes");
    expect(pdf.info["Title"]).toBe("Shield shipping labels");
    expect(pdf.info["Pages"]).toBe("2");
    expect(pdf.info["Page size"]).toMatch(/^612 x 792 pts \(letter\)/);
    expect(pdf.lang).toBe("en-US");
    for (const font of pdf.fonts)
      expect(font, font.name).toEqual({ name: expect.stringMatching(/\+DejaVuSans(-Bold)?$/), embedded: true });
    // Each label a block of paragraphs a reader follows in the order the labels are stuck on.
    expect(pdf.structure).toMatch(
      /^Document\n {2}Div\n {4}P \(block\)\n\s+"Person1 Label"\n {4}P \(block\)\n\s+"1 Grove St"\n {4}P \(block\)\n\s+"Apt 1B"\n {4}P \(block\)\n\s+"Jersey City, NJ 07302"\n {4}P \(block\)\n\s+"Shield order SUB-0001"\n {2}Div\n/,
    );
    expect(pdf.text).not.toMatch(/TECH ACCESS|Person99|Page \d/i);

    const words = pdfWords(pdf.file);
    const labelled = [1, ...Array.from({ length: 10 }, (_, i) => i + 2)];
    labelled.forEach((n, index) => {
      const own = words.filter((word) =>
        [`Person${n}`, `${n}B`, `SUB-${String(n).padStart(4, "0")}`].includes(word.word),
      );
      expect(own.map((word) => word.word)).toEqual([`Person${n}`, `${n}B`, `SUB-${String(n).padStart(4, "0")}`]);
      for (const word of own) {
        expect(word.page, `order ${n}`).toBe(index < 10 ? 1 : 2);
        expect(inside(word, labelBox(index % 10)), `${word.word} on label ${index % 10}`).toBe(true);
      }
    });
    // The whole of each label: its name, each line of its address and its order number, in that order.
    const second = words.filter((word) => word.page === 1 && inside(word, labelBox(1)));
    expect(second.map((word) => word.word).join(" ")).toBe(
      "Person2 Label 2 Grove St Apt 2B Jersey City, NJ 07302 Shield order SUB-0002",
    );
  });

  it("is not made when no order can have a label", () => {
    expect(shippingLabelsPdf([order(1, { Name: "" })])).toBeNull();
  });
});

describe.each(ENGINES)("the orders labels are printed for (%s)", (engine) => {
  it("are the chosen orders or all, awaiting shipping, oldest first, narrowed by device", async () => {
    const { db } = await openTestStore(engine);
    const write = (record: Record<string, unknown>) =>
      createRecordWriter(db, Shield_Subscriptions).write(Shield_Subscriptions.schema.parse(record));
    for (const [id, number, device, status] of [
      ["S-B", "SUB-0002", "SIM only", "New Manual Order"],
      ["S-A", "SUB-0001", "5G router", "New Manual Order"],
      ["S-C", "SUB-0003", "SIM only", "Shipped"],
    ] as const)
      await write({ id, Subscription_Number: number, Name: id, Device_Type: device, Shipping_Status: status });
    const ids = async (choice: Parameters<typeof ordersForLabels>[1]) =>
      (await ordersForLabels(db, choice)).map((found) => found.id);
    expect(await ids({ device: null })).toEqual(["S-A", "S-B"]);
    expect(await ids({ device: "SIM only" })).toEqual(["S-B"]);
    // A shipped order is not printed again, whoever chose it.
    expect(await ids({ ids: ["S-C", "S-B", "S-A", "S-B"] })).toEqual(["S-A", "S-B"]);
    expect(await ids({ ids: [] })).toEqual([]);
  });
});
