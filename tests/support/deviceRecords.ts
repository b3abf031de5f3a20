/** An inventory record with nothing recorded but its id: each test adds the facts it is about. */
import type { DeviceRecord, DonorRecord } from "~/portal/donorDocuments";

export const emptyDevice: DeviceRecord = {
  id: "I-1",
  Model: null,
  Computer_Type: null,
  Manufacturer: null,
  System_Serial_Number: null,
  Barcode: null,
  Memory_Size: null,
  Drive_Model_1: null,
  Drive_Serial_1: null,
  Drive_Size_1: null,
  Drive_Model_2: null,
  Drive_Serial_2: null,
  Drive_Size_2: null,
  Destruction_Type: null,
  Date_Destroyed: null,
  Technician_Name: null,
  Software_Version: null,
};

/** A laptop whose drive was erased with software, as the CRM records it: the facts a certificate and its check show. */
export const erasedLaptop: DeviceRecord = {
  ...emptyDevice,
  Model: "Latitude 5490",
  Computer_Type: "Laptop",
  Manufacturer: "Dell",
  System_Serial_Number: "SN-ABC-7788",
  Drive_Serial_1: "S4DXNX0M123456",
  Destruction_Type: "Erased",
  Date_Destroyed: "2024-03-05",
  Technician_Name: "Jo Tech",
  Software_Version: "Blancco Drive Eraser 7.9",
};

/** A donor with no mailing address on record (a company's name or none), and a certificate number for them. */
export const donorWithoutAddress = (Company: string | null): DonorRecord => ({
  Company,
  Name: "Gus Donor",
  Mailing_Street: null,
  Mailing_City: null,
  Mailing_State: null,
  Mailing_Zip: null,
});
export const CERTIFICATE_NUMBER = "TA-0000-1111-2222-3333";
