import { expect } from "vitest";
import { sitePage } from "~/config/routes";
import { shieldProductSchema, type ShieldProduct } from "~/content/shieldProducts";

/** Each product is a valid record, and its page is in the route list under the product's title. */
export function expectValidProductPages(products: ShieldProduct[]) {
  for (const product of products) {
    expect(() => shieldProductSchema.parse(product), product.id).not.toThrow();
    expect(sitePage(product.path).title).toBe(product.title);
  }
}
