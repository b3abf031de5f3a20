/**
 * A PDF read back as a reader's tools see it (poppler-utils): its information (tagged, title, version), its fonts
 * and whether each is embedded, its text, its tag structure, and the language its catalogue declares.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type PdfFont = { name: string; embedded: boolean };
export type ReadPdf = {
  file: string;
  info: Record<string, string>;
  fonts: PdfFont[];
  text: string;
  structure: string;
  lang: string | null;
};

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });

/** Each "Key: value" line of `pdfinfo`. */
function infoOf(file: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of run("pdfinfo", [file]).split("\n")) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match) info[match[1]!.trim()] = match[2]!.trim();
  }
  return info;
}

/** The rows of `pdffonts` (name, type, encoding, emb, sub, uni, object, id): the name and the "emb" column. */
function fontsOf(file: string): PdfFont[] {
  const rows = run("pdffonts", [file])
    .split("\n")
    .slice(2)
    .filter((row) => row.trim());
  return rows.map((row) => {
    const columns = row.trim().split(/\s+/);
    // From the right: emb sub uni object id (object and id are two columns: "12 0").
    return { name: columns[0]!, embedded: columns.at(-5) === "yes" };
  });
}

/** The /Lang of the document catalogue (pdfkit writes dictionaries uncompressed; only streams are compressed). */
function catalogLang(file: string): string | null {
  const raw = readFileSync(file).toString("latin1");
  const catalog = /\/Type \/Catalog[\s\S]*?\n>>/.exec(raw)?.[0] ?? "";
  return /\/Lang \(([^)]*)\)/.exec(catalog)?.[1] ?? null;
}

export function readPdfFile(file: string): ReadPdf {
  return {
    file,
    info: infoOf(file),
    fonts: fontsOf(file),
    text: run("pdftotext", ["-layout", file, "-"]),
    structure: run("pdfinfo", ["-struct-text", file]),
    lang: catalogLang(file),
  };
}

/** The text of one page, lines kept as laid out. */
export function pdfPageText(file: string, page: number): string {
  return run("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"]);
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-")), "document.pdf");
  writeFileSync(file, bytes);
  return readPdfFile(file);
}

export type PdfWord = { page: number; word: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word with its box in points from the page's top left corner (`pdftotext -bbox`), pages counted from 1. */
export function pdfWords(file: string): PdfWord[] {
  const words: PdfWord[] = [];
  let page = 0;
  const unescape = (text: string) =>
    text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  for (const line of run("pdftotext", ["-bbox", file, "-"]).split("\n")) {
    if (line.includes("<page ")) page++;
    const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (match) {
      const [xMin, yMin, xMax, yMax] = match.slice(1, 5).map(Number) as [number, number, number, number];
      words.push({ page, word: unescape(match[5]!), xMin, yMin, xMax, yMax });
    }
  }
  return words;
}
