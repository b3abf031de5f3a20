import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { embeds } from "~/config/embeds";
import { pepperEvent, pepperHero, pepperPrizes } from "~/content/pepper";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/pepper");

export default function PepperFestPage() {
  const event = pepperEvent;
  return (
    <>
      <Hero hero={pepperHero} />
      <Section title="When and Where" tone="tinted">
        <dl className="grid gap-4 text-lg sm:grid-cols-3">
          {[
            ["Date", event.date],
            ["Time", event.time],
            ["Place", event.place],
          ].map(([term, value]) => (
            <div key={term} className="rounded-lg bg-white p-5 shadow">
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{term}</dt>
              <dd className="mt-1 text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 space-y-2 text-lg">
          {event.schedule.map((item) => (
            <li key={item.time}>
              <strong>{item.time}</strong>: {item.what}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="The Peppers">
        <ul className="grid gap-4 sm:grid-cols-3">
          {event.peppers.map((pepper) => (
            <li key={pepper} className="rounded-lg bg-red-800 p-6 text-center text-xl font-bold text-white">
              {pepper}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="The Contest Rules" tone="dark">
        <ol className="list-decimal space-y-2 pl-6 text-lg">
          {event.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p className="mt-6 text-lg">
          Only <strong>{event.contestantTickets} contestant tickets</strong>. <strong>{event.attendees} attendees</strong> expected.
        </p>
      </Section>
      <section aria-labelledby="prizes" className="bg-accent px-4 py-10 text-slate-950">
        <div className="mx-auto max-w-6xl">
          <h2 id="prizes" className="text-2xl font-extrabold md:text-4xl">
            {pepperPrizes.title}
          </h2>
          <p className="mt-2 text-lg">{pepperPrizes.text}</p>
        </div>
      </section>
      <Section title="Support Pepper Fest">
        <EmbeddedFrame embed={embeds.fundraisingWidget} height={700} />
      </Section>
    </>
  );
}
