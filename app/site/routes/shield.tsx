import { Faq } from "~/components/Faq";
import { HeadedSection } from "~/components/HeadedSection";
import { ShieldEligibility } from "~/components/ShieldEligibility";
import * as landingEs from "~/content/es/shieldLanding";
import * as optionsEs from "~/content/es/shieldOptions";
import * as productsEs from "~/content/es/shieldProducts";
import * as landingEn from "~/content/shieldLanding";
import * as optionsEn from "~/content/shieldOptions";
import * as productsEn from "~/content/shieldProducts";
import type { ShieldProduct } from "~/content/shieldProducts";
import { useLocalePath, useLocalized } from "~/i18n";
import { ManageSubscriptionLink } from "~/components/ManageSubscriptionLink";
import { pageMetaFor } from "~/page/seo";
import { useLoaderData } from "@remix-run/react";
import { FriendDiscountNote } from "~/components/FriendDiscountNote";
import { landingPageLoader, productPageHeaders } from "~/site/server/checkoutPage.server";

export const meta = pageMetaFor("/shield");
// Whether the visitor came through a subscriber's referral link, which the hero then names.
export const loader = landingPageLoader;
export const headers = productPageHeaders;

type Words = typeof optionsEn.shieldPageWords;

function cardPrice(product: ShieldProduct, words: Words, monthlyPriceLabel: string): string {
  const { formatUsd } = productsEn;
  if (product.devicePrice === null) return `${words.cardSimCard} · ${monthlyPriceLabel}`;
  if (product.monthlyPrice === null) return `${formatUsd(product.devicePrice)} ${words.cardPreOrderDeviceOnly}`;
  return `${formatUsd(product.devicePrice)} ${words.cardHotspot} · ${monthlyPriceLabel}`;
}

/** The Shield internet-service landing page (also served at /connect and /shieldinternet). */
export default function ShieldPage() {
  const {
    shieldChoiceCards,
    shieldFaq,
    shieldFeatures,
    shieldHero,
    shieldHowItWorks,
    shieldPlansHeading,
    shieldPressLogos,
  } = useLocalized({
    en: landingEn,
    es: landingEs,
  });
  const {
    otherWaysToBuy,
    shieldPageWords: words,
    wayToBuyLabel,
    wayToBuyPrice,
    waysToBuyText,
  } = useLocalized({ en: optionsEn, es: optionsEs });
  const { monthlyPriceLabel } = useLocalized({ en: productsEn, es: productsEs });
  const localePath = useLocalePath();
  const { friend } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-dark to-slate-900 px-4 pb-14 pt-28 text-white">
        <div className="mx-auto max-w-6xl">
          <p className="text-lg font-semibold uppercase tracking-wide text-accent">{words.eyebrow}</p>
          <h1 className="mt-2 max-w-4xl text-3xl font-bold leading-tight md:text-5xl">{shieldHero.tagline}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">{shieldHero.lead}</p>
          {friend ? <FriendDiscountNote className="mt-6 max-w-3xl" /> : null}
          <a href={shieldHero.cta.href} className="button-primary mt-6">
            {shieldHero.cta.label}
          </a>
          <ManageSubscriptionLink className="mt-6 text-slate-100" />
        </div>
      </section>

      <HeadedSection
        name="press"
        heading={words.asSeenIn}
        className="border-b border-slate-200 px-4 py-8"
        headingClassName="text-center text-sm font-semibold uppercase tracking-wide text-slate-700"
      >
        <ul className="mt-4 flex flex-wrap items-center justify-center gap-4" data-testid="press-logos">
          {shieldPressLogos.map((logo) => (
            <li key={logo.alt}>
              <img
                src={logo.src}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                fetchpriority="low"
                className="h-16 w-auto"
              />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="features" name="features" heading={shieldFeatures.heading} className="scroll-mt-24 px-4 py-12">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shieldFeatures.bullets.map((bullet) => (
            <li key={bullet.title} className="rounded-lg border border-slate-200 bg-brand-light p-4">
              <p className="text-lg font-bold text-brand-dark">{bullet.title}</p>
              <p className="mt-1 text-slate-800">{bullet.text}</p>
            </li>
          ))}
        </ul>
        <a href={shieldFeatures.cta.href} className="button-primary mt-8">
          {shieldFeatures.cta.label}
        </a>
      </HeadedSection>

      <HeadedSection name="how" heading={shieldHowItWorks.heading} className="bg-slate-50 px-4 py-12">
        <figure className="mt-6">
          <img
            src={shieldHowItWorks.image.src}
            width={shieldHowItWorks.image.width}
            height={shieldHowItWorks.image.height}
            alt={words.howItWorksAlt}
            loading="lazy"
            className="h-auto w-full rounded-lg"
          />
          <figcaption className="mt-6">
            <ol className="grid list-decimal gap-3 pl-6 text-lg text-slate-900 md:grid-cols-2">
              {shieldHowItWorks.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </figcaption>
        </figure>
      </HeadedSection>

      <ShieldEligibility />

      <HeadedSection id="plans" name="plans" heading={shieldPlansHeading} className="scroll-mt-24 px-4 py-12">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {shieldChoiceCards.map((card) => (
            <li key={card.to} className="flex flex-col rounded-lg border-2 border-slate-300 p-5">
              <img
                src={card.product.images[0]!.src}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                className="mx-auto h-40 w-40"
              />
              <h3 className="mt-4 text-xl font-bold" id={`need-${card.product.need}`}>
                <a href={localePath(card.to)} className="underline-offset-4 hover:underline">
                  {card.text}
                </a>
              </h3>
              <p className="mt-2 text-slate-800">{card.product.title}</p>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">
                {waysToBuyText.cardListLabel}
              </p>
              <ul className="mt-2 space-y-2" aria-labelledby={`need-${card.product.need}`}>
                {[card.product, ...otherWaysToBuy(card.product)].map((option) => (
                  <li key={option.id}>
                    <a
                      href={localePath(option.path)}
                      className="flex min-h-11 flex-col rounded border-2 border-slate-300 px-3 py-2 hover:border-brand-dark"
                    >
                      <span className="font-semibold text-brand-dark underline">{wayToBuyLabel(option)}</span>
                      <span className="text-slate-800">
                        {option === card.product ? cardPrice(option, words, monthlyPriceLabel) : wayToBuyPrice(option)}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection name="faq" heading={words.faq} className="bg-slate-50 px-4 py-12" narrow>
        <div className="mt-6">
          <Faq items={shieldFaq} group="shield-faq" />
        </div>
      </HeadedSection>
    </>
  );
}
