import { Hero } from "~/components/Hero";
import { NoteCards } from "~/components/NoteCards";
import { QuoteBlock } from "~/components/QuoteBlock";
import { Section } from "~/components/Section";
import * as volunteerEn from "~/content/volunteer";
import * as volunteerEs from "~/content/es/volunteer";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/volunteer");

export default function VolunteerPage() {
  const { volunteerHeadings, volunteerHero, volunteerOpportunities, volunteerTestimonial } = useLocalized({
    en: volunteerEn,
    es: volunteerEs,
  });
  return (
    <>
      <Hero hero={volunteerHero} />
      <Section title={volunteerHeadings.opportunities} intro={<p>{volunteerHeadings.opportunitiesIntro}</p>}>
        <NoteCards cards={volunteerOpportunities} />
      </Section>
      <Section title={volunteerHeadings.testimonial} tone="tinted">
        <QuoteBlock testimonial={volunteerTestimonial} />
      </Section>
    </>
  );
}
