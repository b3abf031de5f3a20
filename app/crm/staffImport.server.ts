/**
 * The import form's action: the uploaded exports go through the same importer as `npm run data:import`, in one
 * transaction (`inTransaction`), so what other requests write meanwhile (a session, a sign-in email, the sender's
 * progress) stays out of it and is never rolled back with it: on SQLite they wait their turn for the connection the
 * transaction holds (without holding up the thread), on PostgreSQL they use other clients of the pool. The answer
 * is a result per file, or the importer's sentence with nothing changed.
 */
import { staffMessages } from "~/kits/console/staffMessages";
import { log, maskEmail } from "~/platform/log.server";
import {
  ImportError,
  importCrmFiles,
  LargeRemovalRefused,
  type FileImportResult,
  type ImportFile,
} from "~/kits/records/crmImport.server";
import { isStoreUnavailable } from "~/db/unavailable.server";
import { db } from "~/db/serverStore.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { receiveUpload, type UploadedFile } from "~/staff/server/staffUpload.server";
import { runDonationJobs } from "~/donations/server/donationJobs.server";

export type ImportAnswer =
  | { kind: "imported"; complete: boolean; results: FileImportResult[]; seconds: number }
  | { kind: "refused"; message: string; status: number }
  /** A complete import would remove more than half of a kind: asked to confirm, nothing changed. */
  | { kind: "confirm"; message: string; status: number };

/** The files to import, each of a known kind and one per kind, or the sentence that says what is wrong. */
export function filesToImport(files: readonly UploadedFile[]): ImportFile[] | string {
  if (files.length === 0) return staffMessages.noFiles;
  const unknown = files.find((file) => file.kind === null);
  if (unknown) return staffMessages.notAnExport(unknown.name);
  const kinds = files.map((file) => file.kind!);
  const repeated = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
  if (repeated) return staffMessages.sameKindTwice(repeated);
  return files.map((file) => ({ path: file.path, kind: file.kind!, name: file.name }));
}

export async function staffImport(request: Request, staffEmail: string): Promise<ImportAnswer> {
  const upload = await receiveUpload(request);
  if (!upload.ok)
    return {
      kind: "refused",
      message: upload.spam ? staffMessages.uploadFormOnly : upload.message,
      status: upload.status,
    };
  try {
    const files = filesToImport(upload.files);
    if (typeof files === "string") return { kind: "refused", message: files, status: 400 };
    const complete = singleText(upload.form, "complete") === "on";
    const confirmLargeRemoval = complete && singleText(upload.form, "confirmLargeRemoval") === "on";
    return await runImport(files, { actor: staffEmail, complete, confirmLargeRemoval });
  } finally {
    upload.discard();
  }
}

/** One staff import at a time in this process; a second is told to wait rather than queued behind the first. */
let importRunning = false;

async function runImport(
  files: ImportFile[],
  options: { actor: string; complete: boolean; confirmLargeRemoval: boolean },
): Promise<ImportAnswer> {
  // The activity log names the colleague for staff to read; the log lines keep the address masked.
  const by = maskEmail(options.actor);
  if (importRunning) return { kind: "refused", message: staffMessages.importBusy, status: 503 };
  importRunning = true;
  const started = Date.now();
  try {
    const results = await importCrmFiles(db(), files, options);
    const seconds = (Date.now() - started) / 1000;
    log.info("staff import", { by, complete: options.complete, files: results.length, seconds, results });
    void runDonationJobs();
    return { kind: "imported", complete: options.complete, results, seconds };
  } catch (error) {
    if (error instanceof ImportError) {
      log.warn("staff import refused", { by, problem: error.message });
      return { kind: "refused", message: `Nothing was imported. ${error.message}`, status: 400 };
    }
    if (error instanceof LargeRemovalRefused) {
      log.warn("staff import needs confirmation", { by, file: error.file, wouldRemove: error.wouldRemove });
      return { kind: "confirm", message: error.message, status: 409 };
    }
    if (isStoreUnavailable(error)) {
      log.warn("staff import refused", { by, problem: "database unavailable" });
      return { kind: "refused", message: staffMessages.importBusy, status: 503 };
    }
    log.error("staff import failed", { by, error });
    return { kind: "refused", message: staffMessages.importFailed, status: 500 };
  } finally {
    importRunning = false;
  }
}
