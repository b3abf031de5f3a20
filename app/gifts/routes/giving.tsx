import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import * as supportEn from "~/content/support";
import * as supportEs from "~/content/es/support";
import { useLocalized } from "~/i18n";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";
import { GivingForm } from "~/gifts/components/GivingForm";
import { OtherWaysToGive } from "~/gifts/components/OtherWaysToGive";
import { givingAction, givingLoader } from "~/gifts/server/givingPage.server";
import { useGiftWords } from "~/gifts/words";

export const meta = pageMetaFor("/support");
export const handle: RouteHandle = { personal: true, paymentForm: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => givingLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) => givingAction(request, context.clientAddress);

/** Also served at /financialdonation (remix.config.js); the canonical address stays /support. */
export default function GivingPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { giving, protection } = posted ?? loaded;
  const words = useGiftWords();
  const { founderNote, supportHeadings, supportHero } = useLocalized({ en: supportEn, es: supportEs });
  return (
    <>
      <Hero hero={supportHero} />
      <Section
        id="donate-form"
        title={giving.card ? words.giving.heading : words.offline.heading}
        intro={<p>{words.giving.intro}</p>}
        tone="tinted"
      >
        {giving.card ? (
          <GivingForm giving={giving} protection={protection} />
        ) : (
          <OtherWaysToGive mailingAddress={giving.mailingAddress} cardUnavailable />
        )}
      </Section>
      <Section title={supportHeadings.founder}>
        <div className="max-w-3xl rounded-lg bg-white p-6 shadow">
          {founderNote.placeholder ? (
            <p className="mb-4 inline-block rounded bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
              {founderNote.label}
            </p>
          ) : null}
          <p className="text-lg italic text-slate-700">{founderNote.text}</p>
        </div>
      </Section>
      {giving.card ? (
        <Section title={words.offline.heading} tone="tinted">
          <OtherWaysToGive mailingAddress={giving.mailingAddress} cardUnavailable={false} />
        </Section>
      ) : null}
    </>
  );
}
