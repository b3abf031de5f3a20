/**
 * How large a staff upload may be. Every other request body is refused above 64 KiB before it is read (`server.js`);
 * the import form alone, posted by a signed-in member of staff, may carry the six CRM exports, each up to
 * MAX_FILE_BYTES. Whether a request may be large is decided from its length and session before a byte is read.
 */
import { staffPages } from "~/config/routes";
import { currentStaff } from "~/kits/console/staffAccess.server";
import { recordKinds } from "~/kits/records/schema.server";

export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** One export per record kind at most, plus the form's other fields and the multipart boundaries. */
export const MAX_UPLOAD_BYTES = recordKinds.length * MAX_FILE_BYTES + 1024 * 1024;

/** The import form posts to its page (or, where JavaScript runs, to the page's single-fetch data address). */
export function isImportPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === staffPages.import.path || lower === `${staffPages.import.path}.data`;
}

/** True when the request comes from a staff session: only then may the import form be larger than any other form. */
export async function allowsLargeBody(cookieHeader: string | undefined): Promise<boolean> {
  const request = new Request("http://staff.invalid/", { headers: cookieHeader ? { Cookie: cookieHeader } : {} });
  return (await currentStaff(request)) !== null;
}
