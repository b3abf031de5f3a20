import { checkoutUrl } from "~/config/checkout";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { eligibilityText, formatUsd, shieldService, type ShieldProduct } from "~/content/shieldProducts";
import { productStructuredData } from "~/content/shieldStructuredData";
import { useSiteOrigin } from "~/siteOrigin";
import { EmbeddedFrame } from "./EmbeddedFrame";
import { JsonLd } from "./JsonLd";
import { ProductGallery } from "./ProductGallery";

type Props = { product: ShieldProduct; /** 1-based gallery picture, from the loader. */ image: number };

function priceLine(product: ShieldProduct): string {
  const monthly = product.monthlyPrice !== null ? `${formatUsd(product.monthlyPrice)}/month` : null;
  if (product.devicePrice === null) return `${monthly} unlimited internet`;
  const device = `${formatUsd(product.devicePrice)} ${product.availability === "PreOrder" ? "pre-order" : "device"}`;
  return monthly ? `${device} + ${monthly} unlimited internet` : `${device}, device only`;
}

/** A Shield product page: back link, title, gallery, description, eligibility, then the hosted checkout. */
export function ShieldProductPage({ product, image }: Props) {
  const origin = useSiteOrigin();
  const shield = sitePage("/shield");
  return (
    <>
      <section className="bg-gradient-to-br from-brand-dark to-slate-900 px-4 pb-10 pt-24 text-white">
        <div className="mx-auto max-w-6xl">
          <a href={shield.path} className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4">
            <span aria-hidden="true">←</span> Back to Shield
          </a>
          <h1 className="mt-3 text-2xl font-bold leading-tight md:text-4xl">{product.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{product.summary}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <ProductGallery images={product.images} selected={image} />

        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-2xl font-bold">
            Description
          </h2>
          <p className="mt-3 text-2xl font-bold text-brand-dark" data-testid="price">
            {priceLine(product)}
          </p>
          {product.availability === "PreOrder" ? (
            <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-1 font-semibold text-amber-900">Pre-order</p>
          ) : null}
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            {product.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="eligibility-heading" className="bg-brand-light px-4 py-10">
        <div className="mx-auto max-w-6xl">
          <h2 id="eligibility-heading" className="text-2xl font-bold">
            {eligibilityText.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-900">{eligibilityText.who}</p>
          <p className="mt-2 max-w-3xl text-lg text-slate-900">{eligibilityText.how}</p>
        </div>
      </section>

      <section aria-labelledby="checkout-heading" id="checkout" className="px-4 py-10">
        <div className="mx-auto max-w-3xl">
          <h2 id="checkout-heading" className="mb-4 text-2xl font-bold">
            Order now
          </h2>
          <EmbeddedFrame embed={embeds.checkout} src={checkoutUrl(product)} height={shieldService.checkoutFrameHeight} />
        </div>
      </section>

      <JsonLd data={productStructuredData(product, origin)} />
    </>
  );
}
