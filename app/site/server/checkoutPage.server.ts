import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { checkoutUrl } from "~/site/checkout";
import { embeds } from "~/config/embeds";
import { isEmptyReferral } from "~/config/referral";
import { galleryImageNumber, type ShieldProduct } from "~/content/shieldProducts";
import { referralFor } from "./referral.server";

/**
 * The loader of a Shield product page: the gallery picture and the checkout frame's address. Only the frame's
 * address depends on the visitor (their referral and coupon), and a page that carries one is `private`, so a
 * shared cache never hands one buyer's coupon to another.
 */
export function productPageLoader(product: ShieldProduct) {
  return async ({ request }: LoaderFunctionArgs) => {
    const image = galleryImageNumber(new URL(request.url).searchParams.get("image"), product.images.length);
    const referral = await referralFor(request);
    const checkoutSrc = checkoutUrl(product, embeds.checkout.url, referral);
    return data(
      { productId: product.id, image, checkoutSrc },
      isEmptyReferral(referral) ? {} : { headers: { "Cache-Control": "private" } },
    );
  };
}

/** The page keeps the loader's cache rule. */
export const productPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};
