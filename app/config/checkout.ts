/**
 * The hosted subscription checkout (spec §3, §7): `GET <provider>/subscribe/<hosted page token>/<plan id>`,
 * with optional add-ons as `addon_code[i]` / `addon_quantity[i]` query parameters. The provider's base comes
 * from `embeds.checkout` (which also allows it in the CSP's frame-src); product pages only call `checkoutUrl`.
 */
import { embeds } from "~/config/embeds";
import type { ShieldProduct } from "~/content/shieldProducts";

/**
 * The hosted page's token. The spec does not give it: a placeholder to replace with the organisation's own
 * (README, "Content to supply").
 */
export const checkoutHostedPageToken = "shield-hosted-page";

type CheckoutProduct = Pick<ShieldProduct, "planId" | "addon">;

export function checkoutUrl(product: CheckoutProduct, base: string = embeds.checkout.url): string {
  const path = `${base.replace(/\/+$/, "")}/${encodeURIComponent(checkoutHostedPageToken)}/${encodeURIComponent(product.planId)}`;
  // Brackets stay literal (`addon_code[0]=t10`), as the provider documents them; WHATWG URLs leave them as they are.
  const query = product.addon
    ? `?addon_code[0]=${encodeURIComponent(product.addon.code)}&addon_quantity[0]=${product.addon.quantity}`
    : "";
  return new URL(`${path}${query}`).toString();
}
