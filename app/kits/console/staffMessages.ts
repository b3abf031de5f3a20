/** The sentences a member of staff can meet in the staff console, defined once for routes and tests. */
export const staffMessages = {
  signInSent:
    "If this address may use the staff console, we have sent it a sign-in link. It works once, for 15 minutes.",
  linkFailed:
    "This sign-in link cannot be used: it has expired, was already used, or is not for the staff console. Ask for a new one.",
  signedOut: "You are signed out of the staff console.",
  sessionFailed: "The session could not be started. Please try again in a moment.",
  uploadTooLarge:
    "This upload is too large: each file may be at most 100 MB, and at most seven files at once. Nothing was imported.",
  uploadFormOnly: "Please use the import form on this page.",
  fileTooLarge: (name: string) =>
    `${name || "A file"} is larger than 100 MB, the most one file may be. Nothing was imported. Split the export or ask for help.`,
  noFiles: "Choose at least one CRM export file to import.",
  notAnExport: (name: string) =>
    `${name} is not one of the seven CRM exports (Champions.csv, Contacts.csv, Computer_Donors.csv, Computer_Inventory.csv, Partners.csv, Shield_Subscriptions.csv, Financial_Donations.csv). Rename it or choose its kind below. Nothing was imported.`,
  sameKindTwice: (kind: string) => `Two files hold ${kind} records: import one file per kind. Nothing was imported.`,
  importBusy: "Another import is running. Please try again when it has finished. Nothing was imported.",
  importFailed: "The import could not be finished. Nothing was imported. Please try again.",
} as const;

/**
 * What a staff form that came too late is told, for a record named `record` ("application"), `aRecord` with its
 * article ("an application"): the record changed since the page showed it, or its state does not allow the action.
 */
export const lateFormMessages = (record: string, aRecord: string) => ({
  changed: (label: string) =>
    `This ${record} changed since you opened it: it is now '${label}'. Nothing was changed; check it and try again.`,
  notNow: (label: string) => `This cannot be done to ${aRecord} that is '${label}'. Nothing was changed.`,
});
