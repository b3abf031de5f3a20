import { useLoaderData } from "@remix-run/react";
import { ShieldProductPage } from "~/components/ShieldProductPage";
import { shieldProducts } from "~/content/shieldProducts";
import { productPageHeaders, productPageLoader } from "~/server/site/checkoutPage.server";
import { pageMetaFor } from "~/seo";

const product = shieldProducts.simcard;

export const meta = pageMetaFor(product.path);
export const loader = productPageLoader(product);
export const headers = productPageHeaders;

export default function SimCardPage() {
  const { image, checkoutSrc } = useLoaderData<typeof loader>();
  return <ShieldProductPage product={product} image={image} checkoutSrc={checkoutSrc} />;
}
