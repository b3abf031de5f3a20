import { embeds } from "./embeds";

/**
 * The query parameters the upload-recommendation page passes on to its form, in this order.
 * The emailed link to a recommender carries them; nothing else in the address is forwarded.
 */
export const forwardedRecommendationParams = [
  "Name_First",
  "Name_Last",
  "Name1_First",
  "Name2_First",
  "partner",
  "email",
  "ID",
] as const;

/**
 * The form's address with exactly the seven parameters: each present (empty when absent), the first value when
 * one is repeated, URL-encoded by URLSearchParams. The page puts it in an attribute React escapes.
 */
export function recommendationFormUrl(
  search: string | URLSearchParams,
  base: string = embeds.uploadRecommendationForm.url,
): string {
  const incoming = typeof search === "string" ? new URLSearchParams(search) : search;
  const forwarded = new URLSearchParams();
  for (const name of forwardedRecommendationParams) forwarded.set(name, incoming.get(name) ?? "");
  const url = new URL(base);
  url.search = forwarded.toString();
  return url.toString();
}
