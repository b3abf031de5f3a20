/**
 * The route module of every Shield product page: each `app/site/routes/shield<Product>.tsx` re-exports it, and the
 * address (English or under /es) says which product to show. A new product is its record in `shieldProducts`, its
 * entry in the route list and a one-line route file.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { allShieldProducts, shieldProducts, type ShieldProduct } from "~/content/shieldProducts";
import { pathWithoutLocale } from "~/i18n/locale";
import { productPageHeaders, productPageLoader } from "~/site/server/checkoutPage.server";
import { pageMetaFor } from "~/page/seo";
import { ShieldProductPage } from "~/components/ShieldProductPage";

/** The product at an address as the router matches it (any letter case, a trailing slash): `/es/ShieldSimCard/`. */
function productAt(pathname: string): ShieldProduct | undefined {
  const path = pathWithoutLocale(pathname)
    .toLowerCase()
    .replace(/(.)\/$/, "$1");
  return allShieldProducts.find((product) => product.path === path);
}

export async function loader(args: LoaderFunctionArgs) {
  const product = productAt(new URL(args.request.url).pathname);
  if (!product) throw new Response("Not Found", { status: 404 });
  return productPageLoader(product)(args);
}

export const headers = productPageHeaders;

export const meta: MetaFunction = (args) => {
  const product = productAt(args.location.pathname);
  return product ? pageMetaFor(product.path)(args) : [];
};

export default function ShieldProductRoute() {
  const { productId, image, checkoutSrc, friend } = useLoaderData<typeof loader>();
  return (
    <ShieldProductPage product={shieldProducts[productId]} image={image} checkoutSrc={checkoutSrc} friend={friend} />
  );
}
