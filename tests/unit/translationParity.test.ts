/**
 * Every language has every message and every content record (issue 18 §4). The catalogues' keys are checked by
 * TypeScript too (`Messages`); this test also covers content records, which are plain modules: a record that exists
 * in one language and not the other, or whose links, pictures, figures or list lengths differ, fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { sitePages, type SitePath } from "~/config/routes";
import { pageWords } from "~/content/es/pages";
import { embeds } from "~/config/embeds";
import { embedTitles } from "~/content/es/embeds";
import { documentWords } from "~/kits/documents/content/en/words";
import { documentWordsEs } from "~/kits/documents/content/es/words";
import { blogArticleLists } from "~/content/blogArticles";

const appDir = fileURLToPath(new URL("../../app/", import.meta.url));
const contentDir = `${appDir}content/`;

/** The word folders of the wings and kits: each `content` folder that holds an `en` folder, relative to app/. */
function wordFolders(): string[] {
  const folders = (dir: string) =>
    readdirSync(`${appDir}${dir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const owners = [...folders("").map((name) => name), ...folders("kits").map((name) => `kits/${name}`)];
  return owners
    .filter((owner) => folders(owner).includes("content") && folders(`${owner}/content`).includes("en"))
    .map((owner) => `${owner}/content`)
    .filter((folder) => !testedApart.has(folder));
}
/**
 * Modules of app/content/ that hold no words of their own (schemas, helpers, structured-data builders, and the
 * referral discount's figures, said once for both languages stay shared).
 */
const sharedModules = new Set(["schemas", "richText", "blogArticle", "blogStructuredData", "shieldFriendDiscount"]);
/** Keys whose values are addresses, pictures or identifiers: the same in every language. */
const sameInEveryLanguage = new Set([
  "to",
  "href",
  "link",
  "image",
  "bgImage",
  "src",
  "photo",
  "path",
  "id",
  "slug",
  "side",
  "need",
  "planId",
  "availability",
  "per",
  "code",
  "network",
]);

/**
 * Keys whose records are lookups of the CRM's English values (a device's status and type): English shows a value as
 * it is recorded, so only the other languages list them.
 */
const translationsOfRecordedValues = new Set(["recordValues"]);
/** Word folders with a test of their own (the documents' words export one record under another name per language). */
const testedApart = new Set(["kits/documents/content"]);

const moduleNames = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.replace(/\.ts$/, ""));
const dataFileNames = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""));

type Difference = string;

/** Where two records differ in shape or in a value that is not a word. */
function differences(english: unknown, spanish: unknown, at: string): Difference[] {
  if (typeof english === "function") return typeof spanish === "function" ? [] : [`${at}: a function in English only`];
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish)) return [`${at}: a list in English, not in Spanish`];
    if (english.length !== spanish.length)
      return [`${at}: ${english.length} items in English, ${spanish.length} in Spanish`];
    return english.flatMap((item, index) => differences(item, spanish[index], `${at}[${index}]`));
  }
  if (english !== null && typeof english === "object") {
    if (spanish === null || typeof spanish !== "object") return [`${at}: a record in English, not in Spanish`];
    if ("parse" in english) return []; // a schema, shared
    const keys = new Set([...Object.keys(english), ...Object.keys(spanish)]);
    return [...keys].flatMap((key) => {
      if (!(key in english)) return [`${at}.${key}: in Spanish only`];
      if (!(key in spanish)) return [`${at}.${key}: in English only`];
      if (translationsOfRecordedValues.has(key)) return [];
      const a = (english as Record<string, unknown>)[key];
      const b = (spanish as Record<string, unknown>)[key];
      if (sameInEveryLanguage.has(key) && typeof a === "string")
        return a === b ? [] : [`${at}.${key}: "${String(a)}" vs "${String(b)}"`];
      return differences(a, b, `${at}.${key}`);
    });
  }
  if (typeof english === "string") {
    if (typeof spanish !== "string") return [`${at}: words in English only`];
    return english.length > 0 && spanish.length === 0 ? [`${at}: empty in Spanish`] : [];
  }
  return english === spanish ? [] : [`${at}: ${String(english)} vs ${String(spanish)}`];
}

describe("translation parity", () => {
  test("the Spanish catalogue has exactly the English catalogue's messages", () => {
    expect(differences(en, es, "messages")).toEqual([]);
  });

  test("every page of the route list has a Spanish title and description, and nothing else does", () => {
    expect(Object.keys(pageWords).sort()).toEqual(sitePages.map((page) => page.path).sort());
    for (const page of sitePages) {
      const words = pageWords[page.path as SitePath];
      expect(words.title.length, page.path).toBeGreaterThan(0);
      expect(words.description.length, page.path).toBeGreaterThan(0);
    }
  });

  test("the donor's documents have exactly the English document words in Spanish", () => {
    expect(differences(documentWords, documentWordsEs, "documentWords")).toEqual([]);
  });

  test("every embed has a Spanish title", () => {
    expect(Object.keys(embedTitles).sort()).toEqual(Object.keys(embeds).sort());
  });

  const english = moduleNames(contentDir).filter((name) => !sharedModules.has(name));
  const spanish = moduleNames(`${contentDir}es/`).filter((name) => !["pages", "embeds"].includes(name));

  test("each content module exists in both languages", () => {
    expect(spanish.sort()).toEqual(english.sort());
  });

  for (const name of english) {
    test(`content/${name}: the Spanish records match the English ones in shape, links, pictures and figures`, async () => {
      const englishModule: Record<string, unknown> = await import(`../../app/content/${name}.ts`);
      const spanishModule: Record<string, unknown> = await import(`../../app/content/es/${name}.ts`);
      expect(differences({ ...englishModule }, { ...spanishModule }, name)).toEqual([]);
    });
  }

  // A wing's or a kit's words: app/<wing>/content/en/<name>.ts beside app/<wing>/content/es/<name>.ts (and the same
  // under app/kits/<kit>/), held to the same rule as the public pages' content.
  for (const folder of wordFolders()) {
    const englishModules = moduleNames(`${appDir}${folder}/en/`);
    test(`each module of ${folder} exists in both languages`, () => {
      expect(moduleNames(`${appDir}${folder}/es/`).sort()).toEqual(englishModules.sort());
    });
    for (const name of englishModules) {
      test(`${folder}/${name}: the Spanish records match the English ones in shape, links, pictures and figures`, async () => {
        const englishModule: Record<string, unknown> = await import(
          /* @vite-ignore */ `${appDir}${folder}/en/${name}.ts`
        );
        const spanishModule: Record<string, unknown> = await import(
          /* @vite-ignore */ `${appDir}${folder}/es/${name}.ts`
        );
        expect(differences({ ...englishModule }, { ...spanishModule }, `${folder}/${name}`)).toEqual([]);
      });
    }
  }

  // The blog's articles and the marketing pages are data files one folder down: app/content/<folder>/<name>.json and
  // its twin in app/content/es/<folder>/.
  for (const folder of ["blogArticles", "marketingPages"]) {
    const englishFiles = dataFileNames(`${contentDir}${folder}/`);

    test(`each file of content/${folder} exists in both languages`, () => {
      expect(englishFiles.length).toBeGreaterThan(0);
      expect(dataFileNames(`${contentDir}es/${folder}/`).sort()).toEqual(englishFiles.sort());
    });

    for (const name of englishFiles) {
      test(`content/${folder}/${name}: the Spanish file matches the English one in shape, links, pictures and figures`, () => {
        const read = (dir: string): unknown => JSON.parse(readFileSync(`${dir}${folder}/${name}.json`, "utf8"));
        expect(differences(read(contentDir), read(`${contentDir}es/`), `${folder}/${name}`)).toEqual([]);
      });
    }
  }

  test("the blog lists the same articles, on the same days, in both languages, each in its own words", () => {
    const facts = (locale: "en" | "es") =>
      blogArticleLists[locale].map(({ slug, date, image, path }) => ({ slug, date, image, path }));
    expect(facts("es")).toEqual(facts("en"));
    blogArticleLists.es.forEach((article, index) =>
      expect(article.title, article.slug).not.toBe(blogArticleLists.en[index]!.title),
    );
  });

  test("the check finds a missing record, a changed link and a changed figure", () => {
    expect(differences({ a: "x", b: { to: "/donate" } }, { b: { to: "/donar" } }, "m")).toEqual([
      "m.a: in English only",
      'm.b.to: "/donate" vs "/donar"',
    ]);
    expect(differences([{ value: 4551 }], [{ value: 4552 }], "m")).toEqual(["m[0].value: 4551 vs 4552"]);
  });
});
