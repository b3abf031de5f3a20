/**
 * The hosted subscription checkout: `GET <provider>/subscribe/<hosted page token>/<plan id>`,
 * with optional add-ons as `addon_code[i]` / `addon_quantity[i]` query parameters (brackets percent-encoded). The provider's base comes
 * from `embeds.checkout` (which also allows it in the CSP's frame-src); product pages only call `checkoutUrl`.
 */
import { embeds } from "~/config/embeds";
import type { ShieldProduct } from "~/content/shieldProducts";
import { checkoutReferralFields, cleanReferral, type Referral } from "~/config/referral";

/**
 * The hosted page's token. The spec does not give it: a placeholder to replace with the organisation's own
 * (docs/content-to-supply.md).
 */
export const checkoutHostedPageToken = "shield-hosted-page";

type CheckoutProduct = Pick<ShieldProduct, "planId" | "addon">;

/**
 * The frame's address. `referral` (who told the buyer about the service, their coupon) is added as the provider's
 * `cf_who_told_you_about_us` and `coupon_code` fields; it is checked again here, so nothing else is ever forwarded.
 */
export function checkoutUrl(
  product: CheckoutProduct,
  base: string = embeds.checkout.url,
  referral: Referral = {},
): string {
  const path = `${base.replace(/\/+$/, "")}/${encodeURIComponent(checkoutHostedPageToken)}/${encodeURIComponent(product.planId)}`;
  // The provider documents `addon_code[0]=t10`; the brackets are sent percent-encoded (the same name once decoded),
  // because a raw "[" or "]" in a query is not a valid URL for HTML (the W3C Nu HTML checker refuses the frame's src).
  const params = product.addon
    ? [
        `${encodeURIComponent("addon_code[0]")}=${encodeURIComponent(product.addon.code)}`,
        `${encodeURIComponent("addon_quantity[0]")}=${product.addon.quantity}`,
      ]
    : [];
  const { source, coupon } = cleanReferral(referral);
  if (source) params.push(`${checkoutReferralFields.source}=${encodeURIComponent(source)}`);
  if (coupon) params.push(`${checkoutReferralFields.coupon}=${encodeURIComponent(coupon)}`);
  return new URL(`${path}${params.length > 0 ? `?${params.join("&")}` : ""}`).toString();
}
