import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { neutraliseCell } from "~/kits/documents/csvCell";
import { inventoryCsvColumns, inventoryCsvFileName, inventoryCsvRecord } from "~/portal/inventoryCsv";

describe("the donor CSV", () => {
  it("is donated_computers.csv with the spec's columns", () => {
    expect(inventoryCsvFileName).toBe("donated_computers.csv");
    expect(inventoryCsvColumns.join(",")).toBe("Model,Computer_Type,Date_Added,Date_Donated,Date_Recycled,Weight");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const value of ['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
    expect(neutraliseCell("Dell = good")).toBe("Dell = good");
    expect(neutraliseCell(12.5)).toBe("12.5");
    expect(neutraliseCell(null)).toBe("");
  });

  it("round-trips commas, quotes, newlines and UTF-8 exactly through csv-stringify", () => {
    const row = {
      Model: 'ThinkPad "T480", 14"',
      Computer_Type: "Laptop\nrefurbished",
      Date_Added: "2024-03-01",
      Date_Donated: null,
      Date_Recycled: "",
      Weight: 4.5,
    };
    const text = stringify([inventoryCsvRecord(row)], { header: true, columns: [...inventoryCsvColumns] });
    const [parsed] = parse(text, { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual({
      Model: 'ThinkPad "T480", 14"',
      Computer_Type: "Laptop\nrefurbished",
      Date_Added: "2024-03-01",
      Date_Donated: "",
      Date_Recycled: "",
      Weight: "4.5",
    });
  });
});
