/**
 * A recommender's letter as a download: its bytes with the type it was uploaded as, always an attachment and never
 * sniffed (a file a stranger uploaded must not open as a page of this site), never stored by a cache. A type that
 * is not a plain `type/subtype` is sent as bytes of no particular type.
 */
import type { Letter } from "./applicantFile.server";

const extensions: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/heic": ".heic",
  "application/msword": ".doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
  "text/plain": ".txt",
};

const plainType = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

export function letterDownload(contactId: string, letter: Letter): Response {
  const given = letter.contentType.trim().toLowerCase();
  const contentType = plainType.test(given) ? given : "application/octet-stream";
  // The file name holds only letters, digits and dashes, whatever the record id holds.
  const name = `recommendation-letter-${contactId.replace(/[^A-Za-z0-9-]+/g, "-")}${extensions[contentType] ?? ""}`;
  const bytes = letter.content;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
