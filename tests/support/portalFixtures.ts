import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { Computer_Inventory } from "~/kits/records/schema.server";
import { openStore } from "~/db/open.server";

/**
 * The CRM records the browser tests sign in with: an applicant at each status, a denied one without a reason,
 * donors with many items, with none, and a champion of an unknown type. Loaded through the real importer.
 */
export const people = {
  submitted: "submitted@fixture.test",
  recommended: "recommended@fixture.test",
  pending: "pending@fixture.test",
  denied: "denied@fixture.test",
  deniedNoReason: "denied2@fixture.test",
  approved: "approved@fixture.test",
  client: "client@fixture.test",
  donor: "donor@fixture.test",
  emptyDonor: "emptydonor@fixture.test",
  volunteer: "volunteer@fixture.test",
  otherDonor: "otherdonor@fixture.test",
} as const;

export const DONOR_ITEMS = 60;

function champions(): string {
  const rows = [
    ["C-1", "Sam Submitted", "Submitted@Fixture.test", "Computer Applicant"],
    ["C-2", "Rae Recommended", people.recommended, "Computer Applicant"],
    ["C-3", "Pat Pending", people.pending, "Computer Applicant"],
    ["C-4", "Dan Denied", people.denied, "Computer Applicant"],
    ["C-5", "Dee Denied", people.deniedNoReason, "Computer Applicant"],
    ["C-6", "Al Approved", people.approved, "Computer Applicant"],
    ["C-7", "Cy Client", people.client, "Newsletter;Computer Applicant"],
    ["C-8", "Dora Donor", people.donor, "Computer Donor"],
    ["C-9", "Eve Empty", people.emptyDonor, "Loser"],
    ["C-10", "Vic Volunteer", people.volunteer, "Volunteer"],
    ["C-11", "Olga Other", people.otherDonor, "Computer Donor"],
  ];
  return ["id,Name,Email,Champion_Type", ...rows.map((row) => row.join(","))].join("\n") + "\n";
}

const contacts = `Record Id,Full_Name,Email,Phone,Status,Denial_Reason,Nominating_Organization,Recommenders_Name,Recommenders_Last_Name,Recommenders_Email,Laptop_Quantity,Desktop_Quantity,Tablet_Quantity
A-1,Sam Submitted,${people.submitted},201-555-0001,Applicants No Recommendation,,Hoboken Family Center,Rosa,Diaz,rosa@partner.test,1,,
A-2,Rae Recommended,${people.recommended},201-555-0002,Recommendation Received,,Library,Sam,Lee,sam@partner.test,,2,
A-3,Pat Pending,${people.pending},,Applicants to approve,,,,,,,,3
A-4,Dan Denied,${people.denied},201-555-0004,Denied Applicant,Lives outside NJ,Org,Kim,Park,kim@partner.test,1,,
A-5,Dee Denied,${people.deniedNoReason},201-555-0005,Denied Applicant,,Org,Kim,Park,kim@partner.test,1,,
A-6,Al Approved,${people.approved},201-555-0006,Approved Applicants,,Org,Kim,Park,kim@partner.test,1,1,1
A-7,Cy Client,${people.client},201-555-0007,Client,,"Newark Seniors, Inc.",Max,Roe,max@partner.test,1,,
`;

/**
 * The partner organisations: those the applicants above name are active (the application's list offers them), one
 * has applied and one is no longer a partner; neither of those two is offered.
 */
export const partnerFixtures = {
  active: ["Hoboken Family Center", "Library", "Newark Seniors, Inc."],
  applied: "Paterson Tech Bridge",
  inactive: "Closed Doors Community Center",
} as const;

const partners = `id,Organization_Name,Emails,Region,Address,Phone,Website,Status,Cycle
P-1,Hoboken Family Center,rosa@partner.test;intake@partner.test,NJ,"10 Washington St, Hoboken, NJ 07030",201-555-0201,https://hoboken.partner.test,Active,2026
P-2,Library,sam@partner.test,NYC,"1 Library Way, New York, NY 10001",212-555-0202,,Active,2026
P-3,"Newark Seniors, Inc.",max@partner.test,NJ,"5 Broad St, Newark, NJ 07102",973-555-0203,,Active,2026
P-4,${partnerFixtures.applied},intake@paterson.partner.test,NJ,"80 Main St, Paterson, NJ 07505",973-555-0204,,Applied,2027
P-5,${partnerFixtures.inactive},old@closed.partner.test,MA,"1 Moody St, Waltham, MA 02453",781-555-0205,,Inactive,2025
`;

const donors = `id,Company,Name,Email,Phone,Location,Mailing_Street,Mailing_City,Mailing_State,Mailing_Zip,Donor_ID,Status
D-1,"Acme, ""Law"" LLP",Dora Donor,${people.donor},201-555-0101,Hoboken NJ,1 River St,Hoboken,NJ,07030,DON-1,Donated
D-2,Empty Co,Eve Empty,${people.emptyDonor},,,,,,,DON-2,Donated
D-3,Other Corp,Olga Other,${people.otherDonor},,,9 Elm St,Newark,NJ,07102,DON-3,Donated
`;

/**
 * The data-destruction fields of the donor's first devices (the rest are in progress): an erasure with every field,
 * a destroyed drive with two drives, a computer without a drive, and an erasure whose fields are mostly empty.
 */
export const destruction = {
  erased: {
    id: "I-0",
    Manufacturer: "Dell",
    System_Serial_Number: "SN-ERASED-4321",
    Barcode: "BC-0001",
    Memory_Size: "8 GB",
    Drive_Model_1: "Samsung PM981",
    Drive_Serial_1: "DRV-ERASED-1",
    Drive_Size_1: "256 GB",
    Destruction_Type: "Erased",
    Date_Destroyed: "2024-02-10",
    Technician_Name: "Jordan Reyes",
    Software_Version: "Blancco Drive Eraser 7.9",
  },
  destroyed: {
    id: "I-1",
    Manufacturer: "Lenovo",
    System_Serial_Number: "SN-SHRED-8765",
    Drive_Model_1: "Toshiba KBG30",
    Drive_Serial_1: "DRV-SHRED-1",
    Drive_Size_1: "256 GB",
    Drive_Model_2: "WD Blue",
    Drive_Serial_2: "DRV-SHRED-2",
    Drive_Size_2: "1 TB",
    Destruction_Type: "destroyed",
    Date_Destroyed: "2024-02-11",
    Technician_Name: "Sam Okafor",
  },
  noDrive: { id: "I-2", Manufacturer: "ASUS", System_Serial_Number: "SN-NODRIVE-55", Destruction_Type: "No Drive" },
  sparse: { id: "I-3", Date_Destroyed: "2024-02-12", Destruction_Type: "Erased" },
  otherDonors: {
    id: "I-Y",
    Manufacturer: "HP",
    System_Serial_Number: "SN-OTHER-0001",
    Destruction_Type: "Erased",
    Date_Destroyed: "2024-05-05",
    Technician_Name: "Jo Tech",
    Software_Version: "nwipe 0.34",
  },
} as const;

/** The inventory export's columns as the record schema lists them; from Manufacturer on, a device's destruction. */
const inventoryColumns = Computer_Inventory.fieldNames;
const destructionColumns = inventoryColumns.slice(inventoryColumns.indexOf("Manufacturer"));

/** A device's destruction cells, in the order of `destructionColumns`, empty where the fixture names none. */
function destructionCells(id: string): string {
  const fields = Object.values(destruction).find((device) => device.id === id) as Record<string, string> | undefined;
  return destructionColumns.map((column) => fields?.[column] ?? "").join(",");
}

function inventory(): string {
  const rows = [];
  rows.push('I-0,"=HYPERLINK(""http://evil.test"")",Donated,Laptop,Hoboken,2024-01-01,,,1000.25,,DON-1');
  rows.push('I-1,"ThinkPad ""T480"", 14in",Donated,Laptop,Hoboken,2024-01-02,2024-02-01,,,A-7,DON-1');
  rows.push("I-2,Model 2,Refurbished,Desktop,Hoboken,2023-12-03,,2024-03-01,10,,DON-1");
  for (let i = 3; i < DONOR_ITEMS; i++)
    rows.push(`I-${i},Model ${i},Refurbished,Desktop,Hoboken,2024-01-03,,,10,,DON-1`);
  // Near-miss ids must not match: inventory belongs to a record only on an exact id.
  rows.push("I-X,Not Mine,Donated,Laptop,Hoboken,2024-01-01,,,5,A-70,DON-10");
  rows.push("I-Y,Other Model,Donated,Laptop,Newark,2024-05-01,,,5,,DON-3");
  const header = ["ID", ...inventoryColumns].join(",");
  return [header, ...rows.map((row) => `${row},${destructionCells(row.slice(0, row.indexOf(",")))}`)].join("\n") + "\n";
}

/**
 * Writes the fixture CSVs and imports them into the store (the SQLite file in `dataDir`, or the PostgreSQL database
 * at `databaseUrl`) before the server starts.
 */
export async function loadPortalFixtures(dataDir: string, databaseUrl?: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-fixtures-"));
  writeFileSync(path.join(dir, "Champions.csv"), champions());
  writeFileSync(path.join(dir, "Contacts.csv"), contacts);
  writeFileSync(path.join(dir, "Computer_Donors.csv"), donors);
  writeFileSync(path.join(dir, "Computer_Inventory.csv"), inventory());
  writeFileSync(path.join(dir, "Partners.csv"), partners);
  const store = await openStore({ dataDir, databaseUrl });
  try {
    await importCrmFolder(store.db, dir);
  } finally {
    await store.close();
  }
}
