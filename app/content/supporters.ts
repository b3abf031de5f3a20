import type { Logo } from "./schemas";

/**
 * The home and donate pages' supporter strip: 15 logos of 300x200. The spec names no supporter,
 * so every entry is a placeholder until the organisation supplies its supporters' logos (docs/content-to-supply.md).
 */
export const supporterLogos: Logo[] = Array.from({ length: 15 }, (_, index) => ({
  src: "/images/placeholder/logo.svg",
  alt: `Supporter logo ${index + 1} (to be supplied)`,
  placeholder: true,
}));
