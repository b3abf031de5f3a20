import { expect } from "vitest";
import type { Section } from "~/kits/documents/sections";

/** A document's sections as a reader meets them: each heading, then its lines as 'label: value', then its note. */
export function sectionsText(sections: Section[]): string {
  return sections
    .map((section) =>
      [section.heading, ...section.lines.map((line) => `${line.label}: ${line.value}`), section.note ?? ""].join("\n"),
    )
    .join("\n");
}

/** The text holds each of these passages; each is checked on its own, so a failure names the one missing. */
export function expectToContainEach(text: string, passages: string[]): void {
  for (const passage of passages) expect(text).toContain(passage);
}
