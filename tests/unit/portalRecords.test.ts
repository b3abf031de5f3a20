import { describe, expect, it } from "vitest";
import { mailingAddress, orNotAvailable, recommenderName, requestedQuantities } from "~/portal/applicantRecord";
import { emailKey, isDonorRecord, recordModuleFor } from "~/kits/records/championLookup";
import { formatCount, formatWeight } from "~/portal/donorTotals";

describe("which record a champion type leads to (applicant, donor, or neither)", () => {
  it("sends donors and 'Loser' to Computer_Donors and applicants to Contacts", () => {
    expect(recordModuleFor(["Computer Donor"])).toBe("Computer_Donors");
    expect(recordModuleFor(["Loser"])).toBe("Computer_Donors");
    expect(recordModuleFor(["Computer Applicant"])).toBe("Contacts");
  });

  it("finds the known type among others, and none for unknown types", () => {
    expect(recordModuleFor(["Newsletter", " Computer Applicant "])).toBe("Contacts");
    expect(recordModuleFor(["Volunteer"])).toBeNull();
    expect(recordModuleFor([])).toBeNull();
  });

  it("shows a record with Status 'Donated' as a donor", () => {
    expect(isDonorRecord({ Status: "Donated" })).toBe(true);
    expect(isDonorRecord({ Status: "Pending" })).toBe(false);
    expect(isDonorRecord({ Status: null })).toBe(false);
  });

  it("matches emails however they are typed", () => {
    expect(emailKey("  Ana.Smith@Example.ORG ")).toBe("ana.smith@example.org");
  });
});

describe("donor totals", () => {
  it("formats counts and weights with separators", () => {
    expect(formatCount(100000)).toBe("100,000");
    expect(formatWeight(1234567.891)).toBe("1,234,567.89 lbs");
    expect(formatWeight(0.1 + 0.2)).toBe("0.3 lbs");
  });
});

describe("applicant fields on the tracker", () => {
  it("reads 'N/A' when empty", () => {
    expect(orNotAvailable("")).toBe("N/A");
    expect(orNotAvailable(null)).toBe("N/A");
    expect(orNotAvailable(" x ")).toBe("x");
  });

  it("builds the recommender's name from first and last name", () => {
    expect(recommenderName("Rosa", "Diaz")).toBe("Rosa Diaz");
    expect(recommenderName("Rosa", null)).toBe("Rosa");
    expect(recommenderName(null, "")).toBe("N/A");
  });

  it("lists only the quantities that are present", () => {
    const rows = requestedQuantities({ Laptop_Quantity: "2", Desktop_Quantity: "", Tablet_Quantity: "0" });
    expect(rows).toEqual([{ label: "Laptop", quantity: "2" }]);
  });

  it("writes the mailing address as street, city, state zip", () => {
    expect(
      mailingAddress({
        Mailing_Street: "1 River St",
        Mailing_City: "Hoboken",
        Mailing_State: "NJ",
        Mailing_Zip: "07030",
      }),
    ).toBe("1 River St, Hoboken, NJ 07030");
    expect(mailingAddress({ Mailing_Street: null, Mailing_City: null, Mailing_State: null, Mailing_Zip: null })).toBe(
      "N/A",
    );
  });
});
