import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { embeds } from "~/config/embeds";
import { contactPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/contact");

export default function ContactPage() {
  const { contactHeadings, contactHero } = useLocalized(contactPage);
  return (
    <>
      <Hero hero={contactHero} />
      <section className="bg-white px-4 py-14 md:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold md:text-4xl">{contactHeadings.hours}</h2>
            <p className="mt-4 text-lg">{contactHeadings.hoursText}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold md:text-4xl">{contactHeadings.helpCentre}</h2>
            <p className="mt-4 text-lg">{contactHeadings.helpCentreText}</p>
          </div>
        </div>
      </section>
      <Section id="contact-form" title={contactHeadings.form} intro={<p>{contactHeadings.formIntro}</p>} tone="tinted">
        <EmbeddedFrame embed={embeds.contactForm} height={1000} className="rounded bg-white" />
      </Section>
    </>
  );
}
