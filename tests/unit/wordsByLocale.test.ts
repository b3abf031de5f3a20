import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import { shieldWordsIn, useShieldWords } from "~/shield/shieldWords";
import * as shieldEs from "~/shield/content/es/account";
import * as shieldEn from "~/shield/content/en/account";
import { statusWordsIn } from "~/kits/records/statusWords";
import * as statusEs from "~/kits/records/content/es/status";

const twins = wordsByLocale({ en: { greeting: "Hello" }, es: { greeting: "Hola" } });

/** What a page at `path` shows when it reads its words with the hook. */
function pageAt(path: string, read: () => string): string {
  const Page = () => createElement("p", null, read());
  return renderToString(createElement(MemoryRouter, { initialEntries: [path] }, createElement(Page)));
}

describe("the language selector", () => {
  it("gives server code the words of the language asked for", () => {
    expect(twins.wordsIn("en").greeting).toBe("Hello");
    expect(twins.wordsIn("es").greeting).toBe("Hola");
  });

  it("gives a page the words of its address's language: /es is Spanish, anything else English", () => {
    expect(pageAt("/es/donate", () => twins.useWords().greeting)).toBe("<p>Hola</p>");
    expect(pageAt("/donate", () => twins.useWords().greeting)).toBe("<p>Hello</p>");
    expect(pageAt("/estate", () => twins.useWords().greeting)).toBe("<p>Hello</p>");
  });

  it("serves the wings' words through it, the same module for a page and for server code", () => {
    expect(shieldWordsIn("es")).toBe(shieldEs);
    expect(shieldWordsIn("en")).toBe(shieldEn);
    const spanish = pageAt("/es/shield/account", () => JSON.stringify(useShieldWords() === shieldWordsIn("es")));
    expect(spanish).toBe("<p>true</p>");
    expect(statusWordsIn("es")).toBe(statusEs);
  });
});
