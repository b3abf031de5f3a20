import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { checkoutUrl } from "~/site/checkout";
import { embeds } from "~/config/embeds";
import { isEmptyReferral } from "~/config/referral";
import { galleryImageNumber, type ShieldProduct } from "~/content/shieldProducts";
import { firstPlanPayment } from "~/content/shieldFriendDiscount";
import { checkoutReferral, referralFor } from "./referral.server";

/**
 * The loader of a Shield product page: the gallery picture, the checkout frame's address and whether a friend's
 * referral discount applies. Only these depend on the visitor (their referral and coupon), and a page that carries one is `private`, so a
 * shared cache never hands one buyer's coupon to another.
 */
export function productPageLoader(product: ShieldProduct) {
  return async ({ request }: LoaderFunctionArgs) => {
    const image = galleryImageNumber(new URL(request.url).searchParams.get("image"), product.images.length);
    const found = await checkoutReferral(request);
    // A device bought alone has no plan to discount: its checkout gets the referral without the friend's coupon.
    const withPlan = firstPlanPayment(product) !== null;
    const referral = found.friend && !withPlan ? await referralFor(request) : found.referral;
    const checkoutSrc = checkoutUrl(product, embeds.checkout.url, referral);
    return data(
      { productId: product.id, image, checkoutSrc, friend: found.friend },
      isEmptyReferral(referral) ? {} : { headers: { "Cache-Control": "private" } },
    );
  };
}

/**
 * The Shield landing page's loader: whether the visitor came through a subscriber's referral link, which the page
 * then names; such a page is `private`, every other the page all visitors share.
 */
export async function landingPageLoader({ request }: LoaderFunctionArgs) {
  const { friend } = await checkoutReferral(request);
  return data({ friend }, friend ? { headers: { "Cache-Control": "private" } } : {});
}

/** The page keeps the loader's cache rule. */
export const productPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};
