import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FestivalTickets } from "~/events/components/FestivalTickets";
import { pepperAction, pepperLoader } from "~/events/server/pepperPage.server";
import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { HeadedSection } from "~/components/HeadedSection";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { embeds } from "~/config/embeds";
import * as en from "~/content/pepper";
import * as es from "~/content/es/pepper";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/pepper");

export const handle: RouteHandle = { paymentForm: true };

export const loader = ({ request }: LoaderFunctionArgs) => pepperLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) => pepperAction(request, context.clientAddress);

export default function PepperFestPage() {
  const { pepperEvent: event, pepperHeadings: h, pepperHero, pepperPrizes } = useLocalized({ en, es });
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      <Hero hero={pepperHero} />
      <FestivalTickets
        event={loaded.event}
        protection={loaded.protection}
        onSale={loaded.onSale}
        bought={loaded.bought}
        offer={loaded.offer}
        answer={useActionData<typeof action>()}
      />
      <Section title={h.peppers}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {event.peppers.map((pepper) => (
            <li key={pepper} className="rounded-lg bg-red-800 p-6 text-center text-xl font-bold text-white">
              {pepper}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={h.rules} tone="dark">
        <ol className="list-decimal space-y-2 pl-6 text-lg">
          {event.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p className="mt-6 text-lg">
          {h.only}{" "}
          <strong>
            {event.contestantTickets} {h.contestantTickets}
          </strong>
          .{" "}
          <strong>
            {event.attendees} {h.attendees}
          </strong>{" "}
          {h.expected}
        </p>
      </Section>
      <HeadedSection
        name="prizes"
        heading={pepperPrizes.title}
        className="bg-accent px-4 py-10 text-slate-950"
        headingClassName="text-2xl font-extrabold md:text-4xl"
      >
        <p className="mt-2 text-lg">{pepperPrizes.text}</p>
      </HeadedSection>
      <Section title={h.support}>
        <EmbeddedFrame embed={embeds.fundraisingWidget} height={700} />
      </Section>
    </>
  );
}
