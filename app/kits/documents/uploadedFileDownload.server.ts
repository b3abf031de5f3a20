/**
 * A file a person uploaded (a recommender's letter, a board applicant's CV) as a download: its bytes with the type
 * it was uploaded as, always an attachment and never sniffed (a file a stranger uploaded must not open as a page of
 * this site), never stored by a cache. A type that is not a plain `type/subtype` is sent as bytes of no particular
 * type. The file name holds only letters, digits and dashes, whatever the record's id holds.
 */
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

/** `name` is the file's name without its extension (`recommendation-letter-C-1`). */
export function uploadedFileDownload(name: string, file: { contentType: string; content: Uint8Array }): Response {
  const given = file.contentType.trim().toLowerCase();
  const contentType = plainType.test(given) ? given : "application/octet-stream";
  const filename = `${name.replace(/[^A-Za-z0-9-]+/g, "-")}${extensions[contentType] ?? ""}`;
  const bytes = file.content;
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
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
