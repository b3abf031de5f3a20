/**
 * The import form's upload: a multipart body whose files are streamed to a folder of their own under DATA_DIR
 * (never held in memory), each up to MAX_FILE_BYTES, then checked like every form (CSRF token, honeypot). The caller
 * removes the folder when it is done (`discard`), whatever happened.
 */
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createFileUploadHandler as createFileUploadHandler,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  MaxPartSizeExceededError,
  type UploadHandler,
} from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { staffMessages } from "~/kits/console/staffMessages";
import { env } from "~/platform/env.server";
import { checkFormProtection } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { privateFolder } from "~/db/open.server";
import type { KindName } from "~/kits/records/crmImport.server";
import { chosenKind, kindOfExportName } from "./exportKinds.server";
import { MAX_FILE_BYTES } from "./uploadLimits.server";

/** The form's field of files recognised by name; `export:<Kind>` fields are files of a chosen kind. */
export const EXPORTS_FIELD = "exports";
export const CHOSEN_PREFIX = "export:";

/** Text fields are a token and a few checkboxes. */
const MAX_TEXT_FIELD_BYTES = 16 * 1024;

export type UploadedFile = { name: string; path: string; kind: KindName | null };

export type Upload =
  | { ok: true; form: FormData; files: UploadedFile[]; discard: () => void }
  | { ok: false; status: number; message: string; spam?: boolean };

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const _chunk of data) {
    // an empty file input, or a file field the form does not have: read past it
  }
}

/** Folders left by a process that stopped mid-import; the server clears them as it starts. */
export function removeLeftoverUploads(): void {
  rmSync(path.join(env().dataDir, "uploads"), { recursive: true, force: true });
}

export async function receiveUpload(request: Request): Promise<Upload> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (request.method !== "POST" || type !== "multipart/form-data") {
    return { ok: false, status: 415, message: staffMessages.uploadFormOnly };
  }
  const uploadsDir = path.join(env().dataDir, "uploads");
  // The files are CRM exports, people's addresses among them: this user's alone, like the store.
  privateFolder(uploadsDir);
  const dir = mkdtempSync(path.join(uploadsDir, "import-"));
  const discard = () => rmSync(dir, { recursive: true, force: true });
  const files: UploadedFile[] = [];
  let current = "";
  // Stored under a random name: the name a browser sends is only reported, never used as a path.
  const toDisk = createFileUploadHandler({
    directory: dir,
    maxPartSize: MAX_FILE_BYTES,
    avoidFileConflicts: false,
    file: () => `${randomUUID()}.csv`,
  });
  const fileParts: UploadHandler = async (part) => {
    if (!part.filename) return undefined;
    const kind =
      part.name === EXPORTS_FIELD
        ? kindOfExportName(part.filename)
        : part.name.startsWith(CHOSEN_PREFIX)
          ? chosenKind(part.name.slice(CHOSEN_PREFIX.length))
          : undefined;
    if (kind === undefined) {
      await drain(part.data);
      return undefined;
    }
    current = part.filename;
    const stored = (await toDisk(part)) as unknown as { filepath: string } | undefined;
    if (stored) files.push({ name: path.basename(part.filename).slice(0, 200), path: stored.filepath, kind });
    return undefined;
  };
  const emptyFileInputs: UploadHandler = async (part) => {
    if (part.filename === undefined) return undefined;
    await drain(part.data);
    return undefined;
  };
  let form: FormData;
  try {
    form = await parseMultipartFormData(
      request,
      composeUploadHandlers(
        fileParts,
        emptyFileInputs,
        createMemoryUploadHandler({ maxPartSize: MAX_TEXT_FIELD_BYTES }),
      ),
    );
  } catch (error) {
    discard();
    if (error instanceof MaxPartSizeExceededError) {
      log.warn("staff upload refused", { reason: "file too large", field: error.field });
      return { ok: false, status: 413, message: staffMessages.fileTooLarge(current) };
    }
    log.warn("staff upload refused", { reason: "unreadable body", error: (error as Error).message });
    return { ok: false, status: 400, message: staffMessages.uploadFormOnly };
  }
  const protection = await checkFormProtection(form, request);
  if (!protection.ok) {
    discard();
    return protection;
  }
  return { ok: true, form, files, discard };
}
