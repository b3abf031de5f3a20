import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Hero } from "~/components/Hero";
import { NoteCards } from "~/components/NoteCards";
import { QuoteBlock } from "~/components/QuoteBlock";
import { TextLinkLines } from "~/components/LocaleLink";
import { Section } from "~/components/Section";
import * as volunteerEn from "~/content/volunteer";
import * as volunteerEs from "~/content/es/volunteer";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";
import { ShiftList } from "~/volunteering/components/ShiftList";
import { volunteerListLoader } from "~/volunteering/server/listPage.server";
import { useVolunteerWords } from "~/volunteering/words";

export const meta = pageMetaFor("/volunteer");

export const loader = ({ request }: LoaderFunctionArgs) => volunteerListLoader(request);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function VolunteerPage() {
  const { volunteerHeadings, volunteerHero, volunteerOpportunities, volunteerTestimonial } = useLocalized({
    en: volunteerEn,
    es: volunteerEs,
  });
  // Null only in a 304, which Remix answers without rendering.
  const shifts = useLoaderData<typeof loader>()?.shifts ?? [];
  const { list: words, group, hours } = useVolunteerWords();
  return (
    <>
      <Hero hero={volunteerHero} />
      <Section id="shifts" title={words.heading} intro={<p>{words.intro}</p>}>
        <ShiftList shifts={shifts} />
        <TextLinkLines
          links={[
            { to: "/volunteer/group", text: group.askFor },
            { to: "/volunteer/hours", text: hours.title },
          ]}
        />
      </Section>
      <Section
        title={volunteerHeadings.opportunities}
        intro={<p>{volunteerHeadings.opportunitiesIntro}</p>}
        tone="tinted"
      >
        <NoteCards cards={volunteerOpportunities} />
      </Section>
      <Section title={volunteerHeadings.testimonial}>
        <QuoteBlock testimonial={volunteerTestimonial} />
      </Section>
    </>
  );
}
