/**
 * Which of the CRM exports (one per record kind) an uploaded file is: the kind chosen for it on the form, or else its file name.
 * Names are matched as a browser or a person leaves them: any letter case, spaces or hyphens for underscores, and
 * a download's copy number ("Contacts (1).csv") ignored.
 */
import { recordKinds } from "~/kits/records/schema.server";
import type { KindName } from "~/kits/records/crmImport.server";

/** The kinds a file can be chosen as, in the form's order, with the file name the CRM gives each. */
export const exportKinds = recordKinds.map((kind) => ({ kind: kind.table as KindName, file: kind.file }));

function normalised(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  return base
    .toLowerCase()
    .replace(/\.csv$/, "")
    .replace(/\s*\(\d+\)$/, "")
    .trim()
    .replace(/[\s-]+/g, "_");
}

/** The kind a CRM export is by its file name, or null when the name is none of the exports. */
export function kindOfExportName(fileName: string): KindName | null {
  const name = normalised(fileName);
  return exportKinds.find((entry) => normalised(entry.file) === name)?.kind ?? null;
}

/** A kind chosen on the form, if it is one of the kinds. */
export function chosenKind(value: string): KindName | null {
  return exportKinds.find((entry) => entry.kind === value)?.kind ?? null;
}
