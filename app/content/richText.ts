/**
 * Structured text for long content records (blog articles, the legal pages): paragraphs, headings and lists,
 * with plain links inside. Pages render it as React elements, so nothing in a record is ever read as HTML.
 */
import { z } from "zod";

const href = z
  .string()
  .regex(/^(\/[\w\-./#?=&]*|https:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/, "a site path, an https URL or a mailto: address");

export const inlineSchema = z.union([z.string().min(1), z.object({ text: z.string().min(1), href })]);
/** A run of text: plain strings and links. */
export const textRunSchema = z.union([z.string().min(1), z.array(inlineSchema).min(1)]);

export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("p"), text: textRunSchema }),
  z.object({ type: z.literal("h2"), text: z.string().min(1) }),
  z.object({ type: z.literal("h3"), text: z.string().min(1) }),
  z.object({ type: z.literal("ul"), items: z.array(textRunSchema).min(1) }),
  z.object({ type: z.literal("ol"), items: z.array(textRunSchema).min(1) }),
]);

export type Inline = z.infer<typeof inlineSchema>;
export type TextRun = z.infer<typeof textRunSchema>;
export type Block = z.infer<typeof blockSchema>;

/**
 * The blocks written as calls, so a page's English and Spanish records (the legal pages) hold only their words in
 * their order, and each block's shape is written here once.
 */
export const paragraph = (text: TextRun): Block => ({ type: "p", text });
export const heading = (text: string): Block => ({ type: "h2", text });
export const subheading = (text: string): Block => ({ type: "h3", text });
export const bullets = (items: TextRun[]): Block => ({ type: "ul", items });

/** The plain words of a run of text. */
export function runText(run: TextRun): string {
  return typeof run === "string" ? run : run.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** All the words of a document, in order. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((block) =>
      block.type === "ul" || block.type === "ol" ? block.items.map(runText).join(" ") : runText(block.text),
    )
    .join(" ");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words a minute of an ordinary adult reader, the usual basis of 'n min read'. */
export const READING_WORDS_PER_MINUTE = 200;

/** Whole minutes, rounded up, at least one. */
export function readingMinutes(words: number, wordsPerMinute: number = READING_WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** An id for a heading, from its words ('Clear, purge, destroy' → 'clear-purge-destroy'). */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
