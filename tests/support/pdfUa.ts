/**
 * What ISO 14289-1 (PDF/UA-1) asks of a file, as far as it can be read here, checked with tools nobody here wrote:
 * qpdf's JSON of every object (the catalogue, the structure tree, each page's decoded content stream), poppler's
 * `pdfinfo -meta` (the XMP packet) and `pdffonts`. What is checked is listed in decision 105.
 */
import { execFileSync } from "node:child_process";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Dict = Record<string, Json>;
type Entry = { value?: Json; stream?: { dict: Dict; data?: string } };

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });

/** The standard structure types of PDF 1.7 (ISO 32000-1, 14.8.4): any other needs the role map. */
const standardTypes = new Set(
  (
    "Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 L LI Lbl " +
    "LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP Warichu " +
    "WT WP Figure Formula Form"
  ).split(" "),
);

/** Operators that put something on the page: text shown, a path painted, an image or a shading drawn. */
const painting = new Set(["Tj", "TJ", "'", '"', "f", "F", "f*", "S", "s", "B", "B*", "b", "b*", "Do", "sh", "BI"]);

export type PdfUaFacts = {
  pdfuaPart: string | null;
  dcTitle: string | null;
  dcLanguage: string | null;
  /** The XMP packet's elements open and close in order and every & is an entity: XML a reader can parse. */
  xmpWellFormed: boolean;
  infoTitle: string | null;
  catalogLang: string | null;
  displayDocTitle: boolean;
  marked: boolean;
  /** Each structure element's type as written, mapped through the role map when it has one. */
  structureTypes: string[];
  /** The alternative text of every Figure, null for one without. */
  figureAlts: (string | null)[];
  /** How many painting operators of all pages are outside any marked content (neither tagged nor an artifact). */
  unmarkedPainting: number;
  fonts: { name: string; embedded: boolean }[];
};

const text = (value: Json | undefined): string | null => (typeof value === "string" ? value.replace(/^u:/, "") : null);

function objects(file: string): Map<string, Entry> {
  const json = JSON.parse(
    run("qpdf", ["--json", "--json-key=qpdf", "--json-stream-data=inline", "--decode-level=generalized", file]),
  ) as { qpdf: [unknown, Record<string, Entry>] };
  return new Map(Object.entries(json.qpdf[1]).map(([key, entry]) => [key.replace(/^obj:/, ""), entry]));
}

/** Balanced tags and no bare ampersand: what a strict XML parser would first refuse. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/<\?xpacket[^>]*\?>/g, "");
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(body)) return false;
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

/** Painting operators outside BDC/BMC … EMC in one content stream (pdfkit writes one operator a line). */
function unmarked(content: string): number {
  let depth = 0;
  let count = 0;
  for (const line of content.split("\n")) {
    const operator = line.trim().split(/\s+/).at(-1) ?? "";
    if (operator === "BDC" || operator === "BMC") depth++;
    else if (operator === "EMC") depth--;
    else if (painting.has(operator) && depth === 0) count++;
  }
  return count;
}

export function pdfUaFacts(file: string): PdfUaFacts {
  const all = objects(file);
  /** An object as written, or the one a reference ("12 0 R") points to. */
  const resolve = (json: Json | undefined): Json =>
    typeof json === "string" && /^\d+ \d+ R$/.test(json) ? (all.get(json)?.value ?? null) : (json ?? null);
  const value = (json: Json | undefined): Dict => {
    const found = resolve(json);
    return found && typeof found === "object" && !Array.isArray(found) ? found : {};
  };
  const trailer = value(all.get("trailer")?.value);
  const catalog = value(trailer["/Root"]);
  const roleMap = value(value(catalog["/StructTreeRoot"])["/RoleMap"]);
  const structureTypes: string[] = [];
  const figureAlts: (string | null)[] = [];
  let unmarkedPainting = 0;
  for (const entry of all.values()) {
    const dict = (entry.value ?? entry.stream?.dict) as Dict | undefined;
    if (!dict || typeof dict !== "object") continue;
    if (typeof dict["/S"] === "string" && "/P" in dict) {
      const written = (dict["/S"] as string).slice(1);
      const role = text(roleMap[`/${written}`]) ?? written;
      structureTypes.push(role.replace(/^\//, ""));
      if (role.replace(/^\//, "") === "Figure") figureAlts.push(text(dict["/Alt"]));
    }
    if (dict["/Type"] === "/Page") {
      const contents = dict["/Contents"];
      for (const ref of Array.isArray(contents) ? contents : [contents]) {
        const data = typeof ref === "string" ? all.get(ref)?.stream?.data : undefined;
        if (data) unmarkedPainting += unmarked(Buffer.from(data, "base64").toString("latin1"));
      }
    }
  }
  const xmp = run("pdfinfo", ["-meta", file]);
  const element = (pattern: RegExp) => pattern.exec(xmp)?.[1]?.trim() ?? null;
  const unescape = (xml: string | null) =>
    xml?.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&") ?? null;
  const fonts = run("pdffonts", [file])
    .split("\n")
    .slice(2)
    .filter((row) => row.trim())
    .map((row) => {
      const columns = row.trim().split(/\s+/);
      return { name: columns[0]!, embedded: columns.at(-5) === "yes" };
    });
  return {
    pdfuaPart: element(/<pdfuaid:part>([^<]*)<\/pdfuaid:part>/),
    dcTitle: unescape(element(/<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]*)<\/rdf:li>/)),
    dcLanguage: element(/<dc:language>\s*<rdf:Bag>\s*<rdf:li>([^<]*)<\/rdf:li>/),
    xmpWellFormed: wellFormed(xmp),
    infoTitle: text(resolve(value(trailer["/Info"])["/Title"])),
    catalogLang: text(catalog["/Lang"]),
    displayDocTitle: value(catalog["/ViewerPreferences"])["/DisplayDocTitle"] === true,
    marked: value(catalog["/MarkInfo"])["/Marked"] === true,
    structureTypes,
    figureAlts,
    unmarkedPainting,
    fonts,
  };
}

/**
 * What a file lacks of PDF/UA-1, as far as can be read here, each as a sentence (none: as far as checked, it is):
 * the identifier, the title in the metadata and shown by the reader, the language, tagged with standard types (or
 * mapped ones), every figure described (as `figures` says, when given), nothing painted outside the structure or an artifact,
 * every font embedded.
 */
export function pdfUaProblems(file: string, expected: { title: string; lang: string; figures?: string[] }): string[] {
  const facts = pdfUaFacts(file);
  const problems: string[] = [];
  const check = (holds: boolean, problem: string) => {
    if (!holds) problems.push(problem);
  };
  check(facts.pdfuaPart === "1", `pdfuaid:part is ${facts.pdfuaPart}, not 1`);
  check(facts.xmpWellFormed, "the XMP packet is not well-formed XML");
  check(facts.dcTitle === expected.title, `dc:title is ${facts.dcTitle}`);
  check(facts.infoTitle === expected.title, `/Info /Title is ${facts.infoTitle}`);
  check(facts.displayDocTitle, "ViewerPreferences has no DisplayDocTitle true");
  check(facts.catalogLang === expected.lang, `/Lang is ${facts.catalogLang}`);
  check(facts.dcLanguage === expected.lang, `dc:language is ${facts.dcLanguage}`);
  check(facts.marked, "MarkInfo is not Marked");
  check(facts.structureTypes[0] === "Document", `the structure starts with ${facts.structureTypes[0]}`);
  for (const type of new Set(facts.structureTypes))
    check(standardTypes.has(type), `structure type ${type} is neither standard nor role-mapped to one`);
  check(
    expected.figures
      ? JSON.stringify(facts.figureAlts) === JSON.stringify(expected.figures)
      : facts.figureAlts.every((alt) => Boolean(alt?.trim())),
    `the figures' /Alt are ${JSON.stringify(facts.figureAlts)}`,
  );
  check(facts.unmarkedPainting === 0, `${facts.unmarkedPainting} painting operators are outside marked content`);
  check(facts.fonts.length > 0, "no font");
  for (const font of facts.fonts) check(font.embedded, `${font.name} is not embedded`);
  return problems;
}
