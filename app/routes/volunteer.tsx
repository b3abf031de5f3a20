import { Hero } from "~/components/Hero";
import { NoteCards } from "~/components/NoteCards";
import { QuoteBlock } from "~/components/QuoteBlock";
import { Section } from "~/components/Section";
import { volunteerHeadings, volunteerHero, volunteerOpportunities, volunteerTestimonial } from "~/content/volunteer";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/volunteer");

export default function VolunteerPage() {
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
