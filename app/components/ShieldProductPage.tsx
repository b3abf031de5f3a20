import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import * as legalEs from "~/content/es/legal";
import * as deviceOnlyEs from "~/content/es/shieldDeviceOnly";
import * as optionsEs from "~/content/es/shieldOptions";
import * as productsEs from "~/content/es/shieldProducts";
import * as structuredEs from "~/content/es/shieldStructuredData";
import * as legalEn from "~/content/legal";
import * as deviceOnlyEn from "~/content/shieldDeviceOnly";
import * as optionsEn from "~/content/shieldOptions";
import * as productsEn from "~/content/shieldProducts";
import type { ShieldProduct } from "~/content/shieldProducts";
import * as structuredEn from "~/content/shieldStructuredData";
import { useLocalePath, useLocalized } from "~/i18n";
import { useSiteOrigin } from "~/page/siteOrigin";
import { EmbeddedFrame } from "./EmbeddedFrame";
import { FriendDiscountNote } from "./FriendDiscountNote";
import { HeadedSection } from "./HeadedSection";
import { JsonLd } from "./JsonLd";
import { LegalNote } from "./LegalNote";
import { ManageSubscriptionLink } from "./ManageSubscriptionLink";
import { ProductGallery } from "./ProductGallery";
import { ShieldEligibility } from "./ShieldEligibility";

type Props = {
  product: ShieldProduct;
  /** 1-based gallery picture, from the loader. */
  image: number;
  /** The checkout frame's address, from the loader (it carries the visitor's referral and coupon). */
  checkoutSrc: string;
  /** The visitor came through a Shield subscriber's referral link (from the loader). */
  friend: boolean;
};

/**
 * A Shield product page: back link, title, gallery, description, the other ways to buy the same thing,
 * eligibility, then the hosted checkout.
 */
export function ShieldProductPage({ product: englishProduct, image, checkoutSrc, friend }: Props) {
  const origin = useSiteOrigin();
  const shield = sitePage("/shield");
  const localePath = useLocalePath();
  const { checkoutLegalNote } = useLocalized({ en: legalEn, es: legalEs });
  const {
    otherWaysToBuy,
    productPriceLine,
    shieldPageWords: words,
    wayToBuyLabel,
    wayToBuyPrice,
    waysToBuyText,
  } = useLocalized({
    en: optionsEn,
    es: optionsEs,
  });
  const { renewalSentence, shieldProducts, shieldService } = useLocalized({ en: productsEn, es: productsEs });
  const { productStructuredData, structuredDataWords } = useLocalized({ en: structuredEn, es: structuredEs });
  // The page's product in its language: same prices and plan, translated words.
  const product: ShieldProduct = shieldProducts[englishProduct.id];
  const { deviceOnlyNotice } = useLocalized({ en: deviceOnlyEn, es: deviceOnlyEs });
  const deviceOnly = deviceOnlyNotice(product);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-dark to-slate-900 px-4 pb-10 pt-24 text-white">
        <div className="mx-auto max-w-6xl">
          <a
            href={localePath(shield.path)}
            className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
          >
            <span aria-hidden="true">←</span> {words.backToShield}
          </a>
          <h1 className="mt-3 text-2xl font-bold leading-tight md:text-4xl">{product.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{product.summary}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <ProductGallery images={product.images} selected={image} />

        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-2xl font-bold">
            {words.description}
          </h2>
          <p className="mt-3 text-2xl font-bold text-brand-dark" data-testid="price">
            {productPriceLine(product)}
          </p>
          {friend ? <FriendDiscountNote product={product} className="mt-3" /> : null}
          {product.prepaid ? (
            <p className="mt-2 font-semibold text-slate-800" data-testid="renewal">
              {renewalSentence(product.prepaid)}
            </p>
          ) : null}
          {product.availability === "PreOrder" ? (
            <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-1 font-semibold text-amber-900">
              {words.preOrder}
            </p>
          ) : null}
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            {product.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <h3 className="mt-8 text-xl font-bold">{waysToBuyText.heading}</h3>
          <p className="mt-1 text-slate-800">{waysToBuyText.intro}</p>
          <ul className="mt-3 space-y-2" data-testid="other-ways-to-buy">
            {otherWaysToBuy(product).map((other) => (
              <li key={other.id}>
                <a
                  href={localePath(other.path)}
                  className="flex min-h-11 flex-wrap items-center gap-x-2 rounded border-2 border-slate-300 px-3 py-2 hover:border-brand-dark"
                >
                  <span className="font-semibold text-brand-dark underline">{wayToBuyLabel(other)}</span>
                  <span className="text-slate-800">{wayToBuyPrice(other)}</span>
                </a>
              </li>
            ))}
          </ul>
          <ManageSubscriptionLink className="mt-6 text-slate-800" />
          {deviceOnly ? (
            <div className="mt-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4" data-testid="device-only">
              <h3 className="text-lg font-bold">{deviceOnly.heading}</h3>
              <p className="mt-2">{deviceOnly.text}</p>
              <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {deviceOnly.totals.map((row) => (
                  <div key={row.label} className="contents">
                    <dt>{row.label}</dt>
                    <dd className="text-right font-semibold">{row.amount}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4">
                <a href={localePath(deviceOnly.plan.to)} className="button-primary">
                  {deviceOnly.plan.text}
                </a>
              </p>
              {deviceOnly.bundle ? (
                <p className="mt-3">
                  <a href={localePath(deviceOnly.bundle.to)} className="font-semibold text-brand-dark underline">
                    {deviceOnly.bundle.text}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>

      <ShieldEligibility />

      <HeadedSection
        id="checkout"
        name="checkout"
        heading={words.orderNow}
        className="px-4 py-10"
        headingClassName="mb-4 text-2xl font-bold"
        narrow
      >
        {friend ? <FriendDiscountNote product={product} className="mb-4" /> : null}
        <EmbeddedFrame embed={embeds.checkout} src={checkoutSrc} height={shieldService.checkoutFrameHeight} />
        <LegalNote note={checkoutLegalNote} className="mt-4" />
      </HeadedSection>

      <JsonLd data={productStructuredData(product, origin, localePath(product.path), structuredDataWords)} />
    </>
  );
}
