/**
 * A form's post with one uploaded file (a recommender's letter, a board applicant's CV): the body is multipart,
 * read part by part; the file is kept in memory up to 5 MB and then only drained, so an oversized or unwanted file
 * still leaves the typed answers to hand back. What the file is, is decided by its first bytes (a PDF, a JPEG or a
 * PNG), never by its name or the type the browser claims. The CSRF token and honeypot are then checked as for
 * every post.
 */
import {
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { checkFormProtection, type GuardedForm } from "./formGuard.server";
import { log } from "~/platform/log.server";

export const MAX_UPLOADED_FILE_BYTES = 5 * 1024 * 1024;
/** The form's text fields and the multipart framing around the file. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOADED_FILE_BYTES + 256 * 1024;

export type UploadedFileType = "application/pdf" | "image/jpeg" | "image/png";
export type UploadedFile = { type: UploadedFileType; bytes: Buffer };
export type FileReading = { file: UploadedFile | null } | { problem: "fileType" | "fileSize" };

const signatures: readonly { type: UploadedFileType; bytes: readonly number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function uploadedFileTypeOf(bytes: Uint8Array): UploadedFileType | null {
  return signatures.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.type ?? null;
}

export type UploadPost = { ok: true; form: FormData; file: FileReading } | Extract<GuardedForm, { ok: false }>;

/** The post's fields and its file field `fileField`, read as above; the guard's refusal otherwise. */
export async function readUploadPost(request: Request, fileField: string): Promise<UploadPost> {
  // A form is posted: any other method is refused as every other form refuses it, before its body is read.
  if (request.method !== "POST") return { ok: false, status: 405, message: "" };
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") return { ok: false, status: 415, message: "" };
  let file: FileReading = { file: null };
  const filePart: UploadHandler = async (part) => {
    if (part.name !== fileField || part.filename === undefined) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size <= MAX_UPLOADED_FILE_BYTES) chunks.push(chunk);
    }
    if (size === 0) file = { file: null };
    else if (size > MAX_UPLOADED_FILE_BYTES) file = { problem: "fileSize" };
    else {
      const bytes = Buffer.concat(chunks);
      const found = uploadedFileTypeOf(bytes);
      file = found ? { file: { type: found, bytes } } : { problem: "fileType" };
    }
    return "";
  };
  let form: FormData;
  try {
    form = await parseMultipartFormData(
      request,
      composeUploadHandlers(filePart, createMemoryUploadHandler({ maxPartSize: 16 * 1024 })),
    );
  } catch (error) {
    log.warn("upload refused", { reason: "unreadable body", error: (error as Error).message });
    return { ok: false, status: 400, message: "" };
  }
  const guarded = await checkFormProtection(form, request);
  if (!guarded.ok) return guarded;
  return { ok: true, form, file };
}
