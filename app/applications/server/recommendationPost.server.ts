/**
 * A recommender's post: three answers, a box, and optionally a letter file, read by the forms kit's upload reader
 * (`app/kits/forms/fileUpload.server.ts`: multipart, up to 5 MB, the file's type from its first bytes), its
 * answer named in the letter's words.
 */
import {
  MAX_UPLOAD_BODY_BYTES,
  readUploadPost,
  type UploadedFile,
  type UploadedFileType,
} from "~/kits/forms/fileUpload.server";
import type { GuardedForm } from "~/kits/forms/formGuard.server";

/** The form's text fields and the multipart framing around the letter. */
export const MAX_RECOMMENDATION_BODY_BYTES = MAX_UPLOAD_BODY_BYTES;
const LETTER_FIELD = "letter";

export type LetterType = UploadedFileType;
export type Letter = UploadedFile;
export type LetterReading = { letter: Letter | null } | { problem: "letterType" | "letterSize" };

export type RecommendationPost =
  { ok: true; form: FormData; letter: LetterReading } | Extract<GuardedForm, { ok: false }>;

export async function readRecommendationPost(request: Request): Promise<RecommendationPost> {
  const post = await readUploadPost(request, LETTER_FIELD);
  if (!post.ok) return post;
  const letter: LetterReading =
    "problem" in post.file
      ? { problem: post.file.problem === "fileType" ? "letterType" : "letterSize" }
      : { letter: post.file.file };
  return { ok: true, form: post.form, letter };
}
