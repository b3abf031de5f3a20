/**
 * The display records the pages show. Content files declare records of these types; a unit test parses every
 * record with these schemas, so a typo in an editor's change fails the build's tests, not the page.
 * `placeholder: true` marks a record whose real words or picture the organisation still has to supply
 * (docs/content-to-supply.md); pages render it decently and label it as such.
 */
import { z } from "zod";

const imagePath = z.string().regex(/^\/images\/[\w\-/]+\.(svg|webp|avif|png|jpg)$/, "an image under /images/");
const internalOrExternal = z.string().regex(/^(\/|https:\/\/|#)/, "a site path, an https URL or an #anchor");
const placeholder = z.literal(true).optional();

export const linkSchema = z.object({
  text: z.string().min(1),
  to: internalOrExternal,
  external: z.boolean().optional(),
});
export const logoSchema = z.object({ src: imagePath, alt: z.string().min(1), placeholder });
export const heroSchema = z.object({
  bgImage: imagePath,
  titlePart1: z.string().min(1),
  titlePart2: z.string(),
  description: z.string(),
  links: z.array(linkSchema),
  logos: z.array(logoSchema).optional(),
});
export const cardSchema = z.object({
  titlePart1: z.string().min(1),
  titlePart2: z.string(),
  description: z.string().min(1),
  image: imagePath,
  alt: z.string(),
  /** Where to go from the card, when it describes something a visitor can act on. */
  link: linkSchema.optional(),
});
export const tileSchema = z.object({
  title: z.string().min(1),
  image: imagePath,
  alt: z.string(),
  link: internalOrExternal,
});
export const featureBlockSchema = z.object({
  title2: z.string().min(1),
  desc2: z.string().min(1),
  image: imagePath,
  alt: z.string(),
  side: z.enum(["left", "right"]).optional(),
});
export const impactStatSchema = z.object({
  label: z.string().min(1),
  value: z.number().nonnegative(),
  unit: z.string().optional(),
  suffix: z.string().optional(),
});
export const testimonialSchema = z.object({
  quote: z.string().min(1),
  date: z.string().regex(/^\d{1,2}-[A-Z][a-z]{2}-\d{4}$/, "a date like 17-Nov-2024"),
  placeholder,
});
export const memberSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  company: z.string().optional(),
  photo: imagePath,
  link: z.string().url().optional(),
  placeholder,
});
export const pressItemSchema = z.object({
  image: imagePath,
  title: z.string().min(1),
  date: z.string().min(1),
  description: z.string().min(1),
  link: internalOrExternal,
  placeholder,
});
export const reportCardSchema = z.object({
  image: imagePath,
  title: z.string().min(1),
  description: z.string().optional(),
  link: internalOrExternal.optional(),
});

export type ContentLink = z.infer<typeof linkSchema>;
export type Logo = z.infer<typeof logoSchema>;
export type HeroContent = z.infer<typeof heroSchema>;
export type CardContent = z.infer<typeof cardSchema>;
export type TileContent = z.infer<typeof tileSchema>;
export type FeatureBlockContent = z.infer<typeof featureBlockSchema>;
export type ImpactStat = z.infer<typeof impactStatSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Member = z.infer<typeof memberSchema>;
export type PressItem = z.infer<typeof pressItemSchema>;
export type ReportCard = z.infer<typeof reportCardSchema>;

/** A hero's words in one language: its title in two parts, its sentence, and its links' texts in order. */
export type HeroWords = { title: readonly [string, string]; description: string; links: readonly string[] };
/** Where a hero's links go, in order: the same in every language. */
export type HeroTargets = Omit<ContentLink, "text">[];

/**
 * A hero on the default background, its links going to `targets`: a page's English and Spanish twins each give only
 * their words, and the targets are written once.
 */
export function defaultHero(targets: HeroTargets, words: HeroWords): HeroContent {
  if (words.links.length !== targets.length)
    throw new Error(`a hero has ${targets.length} links, not ${words.links.length}`);
  return {
    bgImage: "/images/hero/default.svg",
    titlePart1: words.title[0],
    titlePart2: words.title[1],
    description: words.description,
    links: targets.map((target, index) => ({ text: words.links[index]!, ...target })),
  };
}
