import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { figuresPageData } from "~/kits/figures/figuresPage.server";
import { useFigures } from "~/kits/figures/useFigures";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { LogoWall } from "~/components/LogoWall";
import { Section } from "~/components/Section";
import { SignInPlaces, useSignInPlacesHeading } from "~/components/SignInPlaces";
import * as en from "~/content/partner";
import * as es from "~/content/es/partner";
import { formatNumber, useLocale, useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/partner");

// The heading names the partners counted from the records: revalidated like the figures' pages (decision 118).
export const loader = ({ request }: LoaderFunctionArgs) => figuresPageData(request);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const checkList = (items: string[]) => (
  <ul className="space-y-3 text-lg">
    {items.map((item) => (
      <li key={item} className="flex gap-3">
        <span aria-hidden="true" className="font-bold text-brand">
          ✓
        </span>
        <span>{item}</span>
      </li>
    ))}
  </ul>
);

export default function PartnerPage() {
  const {
    partnerApplyLink,
    partnerDeadline,
    partnerHeadings: h,
    partnerHero,
    partnerLogoTitle,
    partnerLogos,
    partnerRequirements,
    whyPartner,
  } = useLocalized({ en, es });
  const placesHeading = useSignInPlacesHeading();
  const locale = useLocale();
  const partners = useFigures().figures.find((figure) => figure.id === "partners")?.total ?? 0;
  return (
    <>
      <Hero hero={partnerHero} />
      <Section title={partnerLogoTitle(partners > 0 ? formatNumber(locale, partners) : null)} tone="tinted">
        <LogoWall logos={partnerLogos} label={h.logosLabel} />
      </Section>
      <Section title={h.why}>{checkList(whyPartner)}</Section>
      <Section title={h.requirements} tone="tinted">
        {checkList(partnerRequirements)}
        <p className="mt-6 rounded-md border-l-4 border-accent bg-white p-4 text-lg font-semibold">{partnerDeadline}</p>
      </Section>
      <Section id="partner-form" title={h.form} intro={<p>{h.formIntro}</p>}>
        <ContentLinkButton link={partnerApplyLink} />
      </Section>
      <Section id="where-to-sign-in" title={placesHeading} tone="tinted">
        <div className="max-w-3xl text-lg">
          <SignInPlaces lead="caseworker" />
        </div>
      </Section>
    </>
  );
}
