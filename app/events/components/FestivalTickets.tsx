/**
 * The next festival's day, time and place, each ticket kind with its price, value and places left, a form to buy
 * one, a waitlist for the kinds sold out, and, opened from a waitlist offer's email, the place held for the person.
 */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { Section } from "~/components/Section";
import { dollars } from "~/gifts/amounts";
import { useEventWords } from "~/events/words";
import { clockTime } from "~/i18n/clockTime";
import { formatDate, useLocale } from "~/i18n";
import { ChoiceField, EmailField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Notice } from "~/kits/forms/Notice";
import type { TicketAnswer } from "~/events/server/waitlistPage.server";
import { WaitlistForm } from "./WaitlistForm";

type Kind = { id: string; nameEn: string; nameEs: string; priceCents: number; fairMarketCents: number; left: number };
export type ShownEvent = { nameEn: string; nameEs: string; startsAt: string; place: string; kinds: Kind[] };
/** A waitlist offer the address names: open (the place held for the person until `until`), or gone. */
export type ShownOffer = { seq: number; key: string; kindId: string; name: string; email: string; until: string };

export function FestivalTickets(props: {
  event: ShownEvent | null;
  protection: FormProtectionProps;
  onSale: boolean;
  bought: boolean;
  answer: TicketAnswer | undefined;
  offer: ShownOffer | "gone" | null;
}) {
  const { event, protection, onSale, bought } = props;
  const offer = props.offer === "gone" ? null : props.offer;
  const { tickets: t, waitlist: w } = useEventWords();
  const locale = useLocale();
  if (!event)
    return (
      <Section id="tickets" title={t.heading} tone="tinted">
        <p className="text-lg">{t.noEvent}</p>
      </Section>
    );
  const [day, time] = event.startsAt.split("T") as [string, string];
  const nameOf = (kind: Kind) => (locale === "es" ? kind.nameEs : kind.nameEn);
  const open = event.kinds.filter((kind) => kind.left > 0 || kind.id === offer?.kindId);
  const soldOut = event.kinds.filter((kind) => kind.left === 0 && kind.id !== offer?.kindId);
  const offered = offer && event.kinds.find((kind) => kind.id === offer.kindId);
  // A waitlist's answer is shown here when no waitlist form is left to show it (the kind is on sale again).
  const answer = props.answer?.typed.form === "buy" || !soldOut.length ? props.answer : undefined;
  const typed =
    answer?.typed.form === "buy"
      ? answer.typed
      : offer
        ? { kindId: offer.kindId, name: offer.name, email: offer.email }
        : undefined;
  return (
    <Section id="tickets" title={locale === "es" ? event.nameEs : event.nameEn} tone="tinted">
      <dl className="grid gap-4 text-lg sm:grid-cols-3">
        {[
          [t.date, formatDate(locale, day)],
          [t.time, clockTime(locale, time)],
          [t.place, event.place],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-white p-5 shadow">
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{term}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {bought ? <Notice tone="ok">{t.bought}</Notice> : null}
      {props.offer === "gone" ? <Notice tone="problem">{w.offerGone}</Notice> : null}
      {offered ? <Notice tone="ok">{w.offer(nameOf(offered), offer.until)}</Notice> : null}
      {!onSale ? <p className="mt-6 text-lg">{t.notOnSale}</p> : null}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {event.kinds.map((kind) => (
          <section key={kind.id} aria-labelledby={`kind-${kind.id}`} className="rounded-lg bg-white p-5 shadow">
            <h3 id={`kind-${kind.id}`} className="text-xl font-bold">
              {nameOf(kind)}
            </h3>
            <dl className="mt-2">
              <dt className="font-semibold">{t.price}</dt>
              <dd>{dollars(kind.priceCents, locale)}</dd>
              <dt className="font-semibold">{t.fairMarket}</dt>
              <dd>{dollars(kind.fairMarketCents, locale)}</dd>
              <dt className="font-semibold">{t.deductible}</dt>
              <dd>{dollars(kind.priceCents - kind.fairMarketCents, locale)}</dd>
            </dl>
            <p className="mt-2 font-semibold">{kind.left > 0 ? t.left(kind.left) : t.soldOut}</p>
          </section>
        ))}
      </div>
      {answer ? <Notice tone={answer.tone}>{answer.message}</Notice> : null}
      {open.length && onSale ? (
        <Form method="post" className="mt-6 max-w-xl">
          <FormProtectionInputs {...protection} />
          {offer ? (
            <>
              <input type="hidden" name="offer" value={offer.seq} />
              <input type="hidden" name="key" value={offer.key} />
            </>
          ) : null}
          <ChoiceField
            name="kind"
            legend={t.which}
            value={typed?.kindId || open[0]!.id}
            choices={open.map((kind) => ({
              value: kind.id,
              label: `${nameOf(kind)}, ${dollars(kind.priceCents, locale)}`,
            }))}
          />
          <TextField name="name" label={t.name} value={typed?.name ?? ""} autoComplete="name" />
          <EmailField name="email" label={t.email} value={typed?.email ?? ""} />
          <Button type="submit" className="mt-4">
            {t.pay}
          </Button>
        </Form>
      ) : null}
      {soldOut.length && onSale ? (
        <WaitlistForm
          kinds={soldOut.map((kind) => ({ id: kind.id, name: nameOf(kind) }))}
          protection={protection}
          answer={props.answer}
        />
      ) : null}
    </Section>
  );
}
