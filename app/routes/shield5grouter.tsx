import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShieldProductPage } from "~/components/ShieldProductPage";
import { galleryImageNumber, shieldProducts } from "~/content/shieldProducts";
import { pageMetaFor } from "~/seo";

const product = shieldProducts.router;

export const meta = pageMetaFor(product.path);

export async function loader({ request }: LoaderFunctionArgs) {
  const image = galleryImageNumber(new URL(request.url).searchParams.get("image"), product.images.length);
  return { image };
}

export default function RouterPage() {
  const { image } = useLoaderData<typeof loader>();
  return <ShieldProductPage product={product} image={image} />;
}
