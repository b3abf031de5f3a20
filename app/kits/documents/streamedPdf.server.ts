/**
 * What a document of thousands of pages, drawn and sent a page at a time, needs for the server's memory to stay flat
 * whatever its length (issue 35 §7, decision 095). pdfkit turns every line it writes into a small array of its own:
 * each operator of a page's content, kept until the page ends (a table page is thousands of them, alive for as long
 * as the page is drawn, so the engine moves them out of its young generation and the heap grows by a page's worth
 * on every page until a full collection), and each line of the file, queued until it is read (the cross-reference
 * table at the end is a line per object, seven per device: hundreds of thousands at once). Here both are written
 * into blocks of 64 KiB instead: the same bytes, a handful of objects. It reads and replaces pdfkit's `_write`,
 * `_offset` and a page's `write` and `end`, which 0.20 does not declare.
 */

const BLOCK = 64 * 1024;
const NEWLINE = 0x0a;

/** Bytes written one after the other into blocks; pdfkit's strings are binary strings (a character per byte). */
class Blocks {
  private full: Buffer[] = [];
  private block: Buffer | null = null;
  private used = 0;

  /** Writes a string and the newline pdfkit ends it with, or raw bytes as they are; returns how many bytes. */
  write(data: string | Uint8Array): number {
    if (typeof data === "string") {
      for (let rest = data; rest.length > 0;) {
        const written = this.room().write(rest, this.used, "latin1");
        this.used += written;
        rest = rest.slice(written);
      }
      this.room()[this.used++] = NEWLINE;
      return data.length + 1;
    }
    for (let at = 0; at < data.length;) {
      const room = this.room();
      const part = Math.min(room.length - this.used, data.length - at);
      room.set(data.subarray(at, at + part), this.used);
      this.used += part;
      at += part;
    }
    return data.length;
  }

  /** Everything written since the last call, and starts afresh. */
  take(): Buffer[] {
    if (this.block && this.used > 0) this.full.push(this.block.subarray(0, this.used));
    const taken = this.full;
    this.full = [];
    this.block = null;
    this.used = 0;
    return taken;
  }

  /** The current block, a new one if it is full. */
  private room(): Buffer {
    if (this.block && this.used < this.block.length) return this.block;
    if (this.block) this.full.push(this.block);
    this.block = Buffer.allocUnsafe(BLOCK);
    this.used = 0;
    return this.block;
  }
}

type PdfkitDocument = { _write(data: string | Uint8Array): void; _offset: number; read(): Buffer | null };
type PdfkitPage = { write(data: string | Uint8Array): void; end(): void; content: { write(data: Uint8Array): void } };

/** A page's content written into blocks, handed to pdfkit whole when the page ends (compressed as before). */
function blockContent(page: PdfkitPage): void {
  const content = new Blocks();
  const end = page.end.bind(page);
  page.write = (data) => void content.write(data);
  page.end = () => {
    for (const block of content.take()) page.content.write(block);
    end();
  };
}

export type StreamedOutput = {
  /** The file's bytes written since the last call, in one piece (null when nothing was). */
  take(): Buffer | null;
};

/** Call right after `newPdf`, and read the file with `take` rather than from the document's stream. */
export function streamedOutput(doc: PDFKit.PDFDocument): StreamedOutput {
  const raw = doc as unknown as PdfkitDocument;
  const file = new Blocks();
  raw._write = (data) => {
    raw._offset += file.write(data);
  };
  blockContent(doc.page as unknown as PdfkitPage);
  doc.on("pageAdded", () => blockContent(doc.page as unknown as PdfkitPage));
  return {
    take() {
      // What pdfkit wrote before this took over (the file's first lines) is queued in the stream.
      const before = raw.read();
      const parts = [...(before ? [before] : []), ...file.take()];
      return parts.length > 1 ? Buffer.concat(parts) : (parts[0] ?? null);
    },
  };
}
