/**
 * What the importer needs to know about a CSV file before csv-parse reads it: which character separates its cells
 * (Excel writes ";" where the decimal separator is a comma), and that its bytes are UTF-8. Node's decoders put
 * U+FFFD in place of bytes that are not UTF-8, so a Latin-1 export would be stored with its accents lost; the
 * bytes are checked here as they stream, and the first bad one is reported with its line.
 */
import { createReadStream, openSync, readSync, closeSync } from "node:fs";

/** The separators the importer reads. */
export type Delimiter = "," | ";";

/** A header line is read from at most this many bytes; a longer one is cut there (enough for every CRM export). */
const HEADER_BYTES = 64 * 1024;

/** Tab and "|" are named when refused; anything else that is not "," or ";" is not a separator. */
const otherSeparators = { "\t": "tabs", "|": 'the character "|"' } as const;

/** The file's first line that is not blank (without a BOM), as far as the first HEADER_BYTES bytes go. */
export function firstLineOf(filePath: string): string {
  const buffer = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(filePath, "r");
  let length: number;
  try {
    length = readSync(fd, buffer, 0, HEADER_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  const text = buffer
    .subarray(0, length)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
}

/**
 * The separator a header line uses: the most frequent of ",", ";", tab and "|" outside quotes ("," when there is
 * none: a file of one column). A tab or "|" is returned as the words that name it, for the refusal.
 */
export function delimiterOf(headerLine: string): Delimiter | { refused: string } {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && [",", ";", "\t", "|"].includes(character))
      counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best = ",";
  for (const [character, count] of counts) if (count > (counts.get(best) ?? 0)) best = character;
  return best === "," || best === ";" ? best : { refused: otherSeparators[best as keyof typeof otherSeparators] };
}

/** The file holds a byte sequence UTF-8 does not allow; `line` is the line it is on. */
export class NotUtf8 extends Error {
  constructor(readonly line: number) {
    super(`not UTF-8 at line ${line}`);
    this.name = "NotUtf8";
  }
}

function newlinesIn(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}

/**
 * The file's bytes, chunk by chunk, each checked to be UTF-8 (a character split between chunks is fine); throws
 * NotUtf8 at the first chunk holding a bad byte, before that chunk is passed on.
 */
export async function* utf8Chunks(filePath: string): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let lines = 1;
  let owed = 0;
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw new NotUtf8(lines + newlinesIn(chunk.subarray(0, validPrefix(chunk, owed))));
    }
    lines += newlinesIn(chunk);
    owed = bytesOwed(chunk);
    yield chunk;
  }
  try {
    decoder.decode();
  } catch {
    // The file ends inside a character: the bad bytes are on its last line.
    throw new NotUtf8(lines);
  }
}

/** How many bytes the character that ends the chunk still needs (0 when the chunk ends between characters). */
function bytesOwed(chunk: Buffer): number {
  for (let at = chunk.length - 1; at >= Math.max(0, chunk.length - 3); at--) {
    const byte = chunk[at]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return Math.max(0, length - (chunk.length - at));
  }
  return 0;
}

/**
 * How many bytes of the chunk come before the bad one. Whether a prefix decodes only gets worse as it grows, so
 * this halves its way there; it runs once, on the chunk that is refused. A fresh decoder starts after the bytes
 * `owed` to a character begun in the previous chunk (continuation bytes, never a newline).
 */
function validPrefix(chunk: Buffer, owed: number): number {
  let start = 0;
  while (start < owed && start < chunk.length && (chunk[start]! & 0xc0) === 0x80) start++;
  let good = start;
  let bad = chunk.length;
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(chunk.subarray(start, middle), { stream: true });
      good = middle;
    } catch {
      bad = middle;
    }
  }
  return good;
}
