/**
 * A recommender's post: three answers, a box, and optionally a letter file. The body is multipart (the file), read
 * part by part: the letter is kept in memory up to 5 MB and then only drained, so an oversized or unwanted file
 * still leaves the typed answers to hand back. What the file is, is decided by its first bytes, never by its name
 * or the type the browser claims.
 */
import {
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { checkFormProtection, type GuardedForm } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";

export const MAX_LETTER_BYTES = 5 * 1024 * 1024;
/** The form's text fields and the multipart framing around the letter. */
export const MAX_RECOMMENDATION_BODY_BYTES = MAX_LETTER_BYTES + 256 * 1024;
const LETTER_FIELD = "letter";

export type LetterType = "application/pdf" | "image/jpeg" | "image/png";
export type Letter = { type: LetterType; bytes: Buffer };
export type LetterReading = { letter: Letter | null } | { problem: "letterType" | "letterSize" };

const signatures: readonly { type: LetterType; bytes: readonly number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function letterTypeOf(bytes: Uint8Array): LetterType | null {
  return signatures.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.type ?? null;
}

export type RecommendationPost =
  { ok: true; form: FormData; letter: LetterReading } | Extract<GuardedForm, { ok: false }>;

export async function readRecommendationPost(request: Request): Promise<RecommendationPost> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") return { ok: false, status: 415, message: "" };
  let letter: LetterReading = { letter: null };
  const letterPart: UploadHandler = async (part) => {
    if (part.name !== LETTER_FIELD || part.filename === undefined) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size <= MAX_LETTER_BYTES) chunks.push(chunk);
    }
    if (size === 0) letter = { letter: null };
    else if (size > MAX_LETTER_BYTES) letter = { problem: "letterSize" };
    else {
      const bytes = Buffer.concat(chunks);
      const found = letterTypeOf(bytes);
      letter = found ? { letter: { type: found, bytes } } : { problem: "letterType" };
    }
    return "";
  };
  let form: FormData;
  try {
    form = await parseMultipartFormData(
      request,
      composeUploadHandlers(letterPart, createMemoryUploadHandler({ maxPartSize: 16 * 1024 })),
    );
  } catch (error) {
    log.warn("recommendation refused", { reason: "unreadable body", error: (error as Error).message });
    return { ok: false, status: 400, message: "" };
  }
  const guarded = await checkFormProtection(form, request);
  if (!guarded.ok) return guarded;
  return { ok: true, form, letter };
}
