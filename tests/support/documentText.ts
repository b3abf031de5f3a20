import type { Section } from "~/portal/donorDocuments";

/** A document's sections as a reader meets them: each heading, then its lines as 'label: value', then its note. */
export function sectionsText(sections: Section[]): string {
  return sections.map((section) => [section.heading, ...section.lines.map((line) => `${line.label}: ${line.value}`), section.note ?? ""].join("\n")).join("\n");
}
