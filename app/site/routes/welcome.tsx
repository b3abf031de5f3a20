import { Section } from "~/components/Section";
import { TextLink } from "~/components/LocaleLink";
import * as en from "~/content/welcome";
import * as es from "~/content/es/welcome";
import { useLocale, useLocalized } from "~/i18n";
import { welcomeLinks, type WelcomeSectionId } from "~/config/welcomeLinks";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/welcome");

/** For new owners of a computer from us (issue 50 §2), linked from the delivery's email and text. */
export default function WelcomePage() {
  const { welcomeIntro, welcomeSections } = useLocalized({ en, es });
  const locale = useLocale();
  const sections = (Object.keys(welcomeLinks) as WelcomeSectionId[]).map((id) => ({ id, ...welcomeSections[id] }));
  return (
    <>
      <section className="bg-brand-light px-4 pb-10 pt-28">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold md:text-5xl">{welcomeIntro.heading}</h1>
          <p className="mt-4 max-w-3xl text-lg">{welcomeIntro.text}</p>
          <nav aria-label={welcomeIntro.heading} className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="font-semibold text-brand-dark underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.heading} tone={index % 2 ? "tinted" : "plain"}>
          <p className="-mt-4 max-w-3xl text-lg">{section.text}</p>
          <ul className="mt-4 space-y-2 text-lg">
            {welcomeLinks[section.id].map((link) => {
              const text = (section.links as Record<string, string>)[link.key];
              return (
                <li key={link.key}>
                  {"to" in link ? (
                    <TextLink to={link.to}>{text}</TextLink>
                  ) : (
                    <a
                      href={link.href[locale]}
                      className="font-semibold text-brand-dark underline [overflow-wrap:anywhere]"
                    >
                      {text}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
    </>
  );
}
