import { describe, expect, it } from "vitest";
import { nycZipCodes } from "~/kits/region/nycZipCodes";
import { regionOfZip } from "~/kits/region/region";
import { incomeLimit, screen } from "~/applications/screener";

describe("the NYC ZIP list", () => {
  const all = Object.values(nycZipCodes).flat();

  it("lists each ZIP once, as five digits", () => {
    expect(all.filter((zip) => !/^[0-9]{5}$/.test(zip))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("holds only ZIPs under New York City's USPS prefixes (100–104, 110–116)", () => {
    const outside = all.filter((zip) => {
      const prefix = Number(zip.slice(0, 3));
      return !((prefix >= 100 && prefix <= 104) || (prefix >= 110 && prefix <= 116));
    });
    // 11004 and 11005 start with 110 too: the Queens side of the line with Nassau.
    expect(outside).toEqual([]);
  });
});

describe("the region of a ZIP", () => {
  it.each([
    ["10001", "Manhattan"],
    ["10451", "the Bronx"],
    ["11201", "Brooklyn"],
    ["11004", "Glen Oaks, Queens"],
    ["11005", "Floral Park, Queens"],
    ["10314", "Staten Island"],
  ])("%s (%s) is New York City", (zip) => {
    expect(regionOfZip(zip)).toBe("NYC");
  });

  it.each([
    ["11550", "Hempstead, Nassau County"],
    ["11001", "Floral Park, Nassau County"],
    ["10701", "Yonkers, Westchester"],
    ["12207", "Albany"],
  ])("%s (%s) is in New York State outside the city, so in no region", (zip) => {
    expect(regionOfZip(zip)).toBeNull();
  });

  it.each([
    ["07030", "Hoboken"],
    ["07001", "Avenel, the lowest NJ prefix"],
    ["08901", "New Brunswick, the highest NJ prefix"],
  ])("%s (%s) is New Jersey", (zip) => {
    expect(regionOfZip(zip)).toBe("NJ");
  });

  it.each([
    ["02139", "Cambridge"],
    ["01001", "Agawam, the lowest MA prefix"],
    ["02762", "Plainville, prefix 027 served from Providence"],
    ["05501", "Andover, the IRS prefix 055"],
  ])("%s (%s) is Massachusetts", (zip) => {
    expect(regionOfZip(zip)).toBe("MA");
  });

  it.each([
    ["06001", "Avon, Connecticut"],
    ["06901", "Stamford, Connecticut, just under NJ's prefixes"],
    ["02860", "Pawtucket, Rhode Island, just over MA's prefixes"],
    ["05401", "Burlington, Vermont, beside MA's 055"],
    ["19104", "Philadelphia, Pennsylvania"],
  ])("%s (%s) is in no region", (zip) => {
    expect(regionOfZip(zip)).toBeNull();
  });

  // New Jersey's prefix in most of them: the prefix rule alone would accept them.
  it.each([
    ["1000", "four digits"],
    ["100011", "six digits"],
    [" 10001", "a leading space (the caller trims)"],
    ["0703", "four digits"],
    ["070301", "six digits"],
    [" 07030", "a leading space"],
    ["07030 ", "a trailing space"],
    ["07030-1234", "ZIP+4"],
    ["０７０３０", "full-width digits"],
    ["", "nothing"],
  ])("%j (%s) is not a ZIP", (zip) => {
    expect(regionOfZip(zip)).toBeNull();
  });
});

describe("the application's income limit", () => {
  it("is 200% of the 2025 guideline, in whole dollars", () => {
    expect(incomeLimit(1)).toBe(31_300);
    expect(incomeLimit(4)).toBe(64_300);
  });
});

describe("the screener", () => {
  const inRegion = { zip: "07030", receivesProgramme: false } as const;

  it.each([1, 4])("accepts a household of %i by income a dollar under its limit", (householdSize) => {
    const income = incomeLimit(householdSize) - 1;
    expect(screen({ ...inRegion, householdSize, income })).toEqual({ eligible: true, region: "NJ", basis: "income" });
  });

  it.each([1, 4])("refuses a household of %i at its limit, naming the limit", (householdSize) => {
    const limit = incomeLimit(householdSize);
    expect(screen({ ...inRegion, householdSize, income: limit })).toEqual({
      eligible: false,
      rule: "income",
      limit,
      householdSize,
    });
  });

  it.each([1, 4])("refuses a household of %i over its limit", (householdSize) => {
    const limit = incomeLimit(householdSize);
    expect(screen({ ...inRegion, householdSize, income: limit + 1 })).toEqual({
      eligible: false,
      rule: "income",
      limit,
      householdSize,
    });
  });

  it("compares a household of one with the limit of one, not of four", () => {
    expect(screen({ ...inRegion, householdSize: 1, income: 40_000 })).toMatchObject({ eligible: false, limit: 31_300 });
    expect(screen({ ...inRegion, householdSize: 4, income: 40_000 })).toMatchObject({ eligible: true });
  });

  it("refuses a household with neither a programme nor an income", () => {
    expect(screen({ ...inRegion, householdSize: 2, income: null })).toMatchObject({ eligible: false, rule: "income" });
  });

  it("accepts a household that receives a programme whatever its income", () => {
    expect(screen({ zip: "02139", householdSize: 1, receivesProgramme: true, income: 1_000_000 })).toEqual({
      eligible: true,
      region: "MA",
      basis: "programme",
    });
    expect(screen({ zip: "10314", householdSize: 3, receivesProgramme: true, income: null })).toEqual({
      eligible: true,
      region: "NYC",
      basis: "programme",
    });
  });

  it("checks the region before the programme and the income", () => {
    expect(screen({ zip: "11550", householdSize: 4, receivesProgramme: true, income: 0 })).toEqual({
      eligible: false,
      rule: "region",
    });
    expect(screen({ zip: "19104", householdSize: 4, receivesProgramme: false, income: 1_000_000 })).toEqual({
      eligible: false,
      rule: "region",
    });
  });
});
