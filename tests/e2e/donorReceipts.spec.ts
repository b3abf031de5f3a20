import { expect } from "@playwright/test";
import { test } from "../support/test";
import { donorDocumentPages, expectToContainEach, NUMBER, pdfText } from "../support/donorDocuments";
import { DONOR_ITEMS } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { readCsvFile } from "../support/csvFiles";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

// The organisation's facts a receipt states, as the settings supply them.
const suite = portalSuite("donor-receipts", {
  env: {
    SIGNER_NAME: "Ana Rivera",
    SIGNER_TITLE: "Executive Director",
    ORG_EIN: "12-3456789",
    ORG_ADDRESS: "100 Washington St, Hoboken, NJ 07030",
  },
});
const { follow, signInAsDonor } = donorDocumentPages(suite);

test.describe("the donation receipt", () => {
  test("acknowledges the latest year's donations by default, signed by the signer the settings name, and the earlier year from its link", async ({
    page,
  }) => {
    await signInAsDonor(page);
    await expect(page.getByRole("link", { name: "Donation receipt", exact: true })).toHaveAttribute(
      "href",
      "/portal/receipts/2024.pdf",
    );
    const text = await pdfText(await follow(page, "Donation receipt"));
    expectToContainEach(text, [
      "Donation Receipt 2024",
      "Tech Access Non-Profit, Inc.",
      "12-3456789",
      "100 Washington St, Hoboken, NJ 07030",
      'Acme, "Law" LLP',
      "Dora Donor",
      "2024-01-01, 2024-01-02, 2024-01-03",
      "No goods or services were provided in exchange for this contribution.",
      "assigns no value to the property",
      "501(c)(3)",
    ]);
    expect(text).toMatch(/Date of issue\s+\w+ \d{1,2}, \d{4}/);
    expect(text).toMatch(/Signed for the organisation by\s+Ana Rivera, Executive Director/);
    expect(text).toMatch(/Desktop\s+57\b/);
    expect(text).toMatch(/Laptop\s+2\b/);
    expect(text).toMatch(/Total weight\s+1,570\.25 lbs \(weight not recorded for 1 of them\)/);
    expect(text).not.toContain("$");

    const earlier = await pdfText(await follow(page, "2023"));
    expect(earlier).toContain("Donation Receipt 2023");
    expect(earlier).toContain("2023-12-03");
    expect(earlier).toMatch(/Desktop\s+1\b/);
    expect((await page.request.get(`${suite.server.url}/portal/receipts/2019.pdf`)).status()).toBe(404);
  });
});

test.describe("the asset report and the impact", () => {
  test("the asset report has exactly the listed columns, each device's certificate number and formula-safe cells", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const response = await follow(page, "Asset report");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain('filename="asset_report.csv"');
    expect(response.headers()["cache-control"]).toBe("no-store");
    const { rows, problems } = readCsvFile(await response.body());
    expect(problems).toEqual([]);
    // The header line, as the spec lists the columns.
    expect(rows[0]!.join(",")).toBe(
      "Certificate_Number,Manufacturer,Model,Computer_Type,System_Serial_Number,Barcode,Drive_Serial_1,Drive_Serial_2,Destruction_Type,Date_Destroyed,Date_Added,Date_Donated,Date_Recycled,Weight",
    );
    expect(rows).toHaveLength(DONOR_ITEMS + 1);
    expect(rows[1]![0]).toMatch(new RegExp(`^${NUMBER.source}$`));
    expect(rows[1]!.slice(1)).toEqual([
      "Dell",
      `'=HYPERLINK("http://evil.test")`,
      "Laptop",
      "SN-ERASED-4321",
      "BC-0001",
      "DRV-ERASED-1",
      "",
      "Erased",
      "2024-02-10",
      "2024-01-01",
      "",
      "",
      "1000.25",
    ]);
    expect(rows[2]!.slice(6, 9)).toEqual(["DRV-SHRED-1", "DRV-SHRED-2", "Destroyed"]);
    expect(rows[5]![0]).toBe(""); // in progress: no certificate yet
    // The donated_computers.csv beside it keeps its own columns.
    const csv = readCsvFile(await (await follow(page, "Download CSV")).body());
    expect(csv.problems).toEqual([]);
    expect(csv.rows[0]).toEqual(["Model", "Computer_Type", "Date_Added", "Date_Donated", "Date_Recycled", "Weight"]);
  });

  test("shows beside the totals how many were given, recycled and certified, and the pounds kept out of landfill", async ({
    page,
  }) => {
    await signInAsDonor(page);
    await expect(page.getByTestId("impact-given")).toHaveText("1");
    await expect(page.getByTestId("impact-recycled")).toHaveText("1");
    await expect(page.getByTestId("impact-certificates")).toHaveText("4");
    await expect(page.getByTestId("impact-landfill")).toHaveText("10 lbs");
    await expect(page.getByText("Pounds kept out of landfill is the recorded weight")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("CO2");
  });
});
