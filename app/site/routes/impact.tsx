import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { ImpactFigures } from "~/kits/figures/ImpactFigures";
import { figuresPageData } from "~/kits/figures/figuresPage.server";
import { useFigures } from "~/kits/figures/useFigures";
import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButtons } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { StatsCounters } from "~/components/StatsCounters";
import { TestimonialCarousel } from "~/components/TestimonialCarousel";
import * as en from "~/content/impact";
import * as es from "~/content/es/impact";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";
import { CardPicture } from "~/components/CardPicture";
import { useLoaderData } from "@remix-run/react";
import { ImpactStories } from "~/kits/stories/ImpactStories";
import type { SharedStory } from "~/kits/stories/stories.server";
import { impactStoriesData } from "~/kits/stories/impactStoriesPage.server";

export const meta = pageMetaFor("/impact");

// The figures and the stories staff show change with the records on any origin: kept by browsers and CDNs, asked
// about every time, and answered 304 from the figures' version before anything else is read (decisions 098, 118, 122).
export const loader = ({ request }: LoaderFunctionArgs) => figuresPageData(request, impactStoriesData);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ImpactPage() {
  const {
    impactClosingLinks,
    impactHeadings: h,
    impactHero,
    impactIntro,
    impactOutcomes,
    impactReports,
    impactStats,
    testimonials,
    whoWeServe,
  } = useLocalized({ en, es });
  const { figures, timeZone } = useFigures();
  return (
    <>
      <Hero hero={impactHero} />
      <Section title={h.intro}>
        <p className="max-w-3xl text-lg">{impactIntro}</p>
      </Section>
      <Section title={h.numbers} tone="dark">
        <ImpactFigures figures={figures} timeZone={timeZone} tone="dark" />
        <h3 className="mt-10 text-2xl font-bold">{h.reportNumbers}</h3>
        <div className="mt-4">
          <StatsCounters stats={impactStats} tone="dark" />
        </div>
      </Section>
      <Section title={h.outcomes}>
        <CardGrid cards={impactOutcomes} columns={4} />
      </Section>
      <Section title={h.whoWeServe} tone="tinted">
        <CardGrid cards={whoWeServe} />
      </Section>
      <Section title={h.testimonials}>
        <TestimonialCarousel testimonials={testimonials} label={h.testimonialsLabel} />
      </Section>
      <ImpactStories stories={useLoaderData<{ stories?: SharedStory[] } | null>()?.stories ?? []} />
      <Section title={h.reports} tone="tinted">
        <ul className="grid gap-6 md:grid-cols-3">
          {impactReports.map((report) => (
            <li key={report.title} className="flex flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow">
              <CardPicture src={report.image} />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-bold">{report.title}</h3>
                {report.description ? <p className="mt-2 flex-1 text-slate-700">{report.description}</p> : null}
                {report.link ? (
                  <a href={report.link} className="mt-4 font-semibold text-brand-dark underline" type="application/pdf">
                    {h.readReport} {report.title} {h.pdf}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={h.closing} tone="dark">
        <div className="flex flex-wrap gap-3">
          <ContentLinkButtons links={impactClosingLinks} />
        </div>
      </Section>
    </>
  );
}
