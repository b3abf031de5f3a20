/** A document's text as the PDF layout draws it: sections of labelled lines under a heading, with a note. */
export type Line = { label: string; value: string };
export type Section = { heading: string; lines: Line[]; note?: string };
