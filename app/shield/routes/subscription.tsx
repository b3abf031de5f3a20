import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import type { RouteHandle } from "~/page/routeHandle";
import { cancelReasons } from "~/shield/cancelReasons";
import { ShieldBar, ShieldNotice } from "~/shield/components/ShieldFrame";
import { shieldHeaders, shieldMeta, shieldPaths } from "~/shield/shieldPage";
import { useShieldWords } from "~/shield/shieldWords";
import { requireSubscriber } from "~/shield/server/shieldSession.server";
import { subscriptionLoader, subscriptionPost } from "~/shield/server/subscriptionPage.server";
import { TitledSection } from "~/components/TitledSection";
import { Button } from "~/components/Button";

// One subscription of the signed-in address; another's id answers 404, like one that does not exist.
export const handle: RouteHandle = { personal: true };
export const meta = shieldMeta((words) => words.list.title);
export const headers = shieldHeaders;

export const loader = (args: LoaderFunctionArgs) => subscriptionLoader(args);

export async function action({ request, params }: ActionFunctionArgs) {
  const email = await requireSubscriber(request);
  return subscriptionPost(request, email, params.id ?? "");
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 py-2 sm:flex sm:gap-4">
      <dt className="font-semibold sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export default function ShieldSubscription() {
  const { email, protection, subscription: s } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useShieldWords();
  const d = words.details;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <ShieldBar email={email} protection={protection} back />
      <h1 className="text-3xl font-bold">{d.title(s.plan)}</h1>
      {result ? <ShieldNotice tone={result.ok ? "ok" : "problem"}>{result.message}</ShieldNotice> : null}
      <dl className="mt-6">
        <Fact label={d.status}>{s.status}</Fact>
        <Fact label={d.amount}>{s.amount ?? d.notKnown}</Fact>
        {s.nextBilling ? <Fact label={d.nextBilling}>{s.nextBilling}</Fact> : null}
        {s.endDate ? <Fact label={d.endDate}>{s.endDate}</Fact> : null}
        <Fact label={d.device}>{s.device ?? d.notKnown}</Fact>
        <Fact label={d.sims}>
          {s.sims.length === 0 ? (
            d.noSims
          ) : (
            <ul>
              {s.sims.map((four, index) => (
                <li key={`${four}-${index}`}>{d.sim(four)}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={d.shippingAddress}>{s.shippingAddress ?? d.notKnown}</Fact>
        <Fact label={d.shipment}>
          <span className="block">{s.shipment}</span>
          {s.tracking ? (
            <span className="block">
              {words.shipping.withTracking}:{" "}
              {s.tracking.link ? (
                <a href={s.tracking.link} className="font-semibold text-brand-dark underline" rel="noopener">
                  {s.tracking.number}
                </a>
              ) : (
                s.tracking.number
              )}
            </span>
          ) : null}
          {s.lineActive === null ? null : (
            <span className="block">{s.lineActive ? words.shipping.lineActive : words.shipping.lineNotYetActive}</span>
          )}
        </Fact>
      </dl>

      <TitledSection id="billing" className="mt-8" heading={words.billing.heading}>
        {s.billing.contact ? <p className="mt-2">{s.billing.contact}</p> : null}
        {s.billing.cardLink ? (
          <p className="mt-2">
            <a href={s.billing.cardLink} className="font-semibold text-brand-dark underline" rel="noopener">
              {words.billing.updateCard}
            </a>
          </p>
        ) : null}
        {s.billing.contact ? null : s.billing.invoices.length === 0 ? (
          <p className="mt-2">{words.billing.noInvoices}</p>
        ) : (
          <ul className="mt-2" aria-label={words.billing.invoices}>
            {s.billing.invoices.map((invoice) => (
              <li key={invoice.id}>
                <a
                  href={`${shieldPaths.subscription(s.id)}/invoices/${encodeURIComponent(invoice.id)}`}
                  className="font-semibold text-brand-dark underline"
                >
                  {invoice.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <TitledSection id="referral" className="mt-8" heading={words.referral.heading}>
        <p className="mt-2">{words.referral.intro}</p>
        <dl className="mt-2">
          <Fact label={words.referral.codeLabel}>
            <span data-testid="referral-code">{s.referral.code}</span>
          </Fact>
          <Fact label={words.referral.linkLabel}>
            <a href={s.referral.link} className="font-semibold text-brand-dark underline">
              {s.referral.link}
            </a>
          </Fact>
        </dl>
      </TitledSection>

      {s.canCancel ? <CancelForm /> : null}
      {s.canReactivate ? (
        <TitledSection id="reactivate" className="mt-8" heading={words.cancel.reactivateHeading}>
          <p className="mt-2">{s.termEnds ? words.cancel.intro(s.termEnds) : words.cancel.introNoDay}</p>
          <p className="mt-2">{words.cancel.reactivateIntro}</p>
          <Form method="post" className="mt-4">
            <FormProtectionInputs {...protection} />
            <input type="hidden" name="intent" value="reactivate" />
            <Button>{words.cancel.reactivate}</Button>
          </Form>
        </TitledSection>
      ) : null}
    </div>
  );
}

function CancelForm() {
  const { protection, subscription: s } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useShieldWords().cancel;
  const failed = result && !result.ok ? result : null;
  const typed = failed?.typed ?? { reason: "", words: "" };
  const errorOf = (field: "reason" | "words" | "confirm") =>
    failed?.field === field ? (
      <p id={`${field}-error`} className="mt-1 font-medium text-red-700">
        {failed.message}
      </p>
    ) : null;
  return (
    <TitledSection id="cancel" className="mt-8" heading={words.heading}>
      <p className="mt-2">{s.termEnds ? words.intro(s.termEnds) : words.introNoDay}</p>
      <Form method="post" className="mt-4">
        <FormProtectionInputs {...protection} />
        <input type="hidden" name="intent" value="cancel" />
        <fieldset aria-describedby={failed?.field === "reason" ? "reason-error" : undefined}>
          <legend className="font-semibold">{words.reasonLegend}</legend>
          {errorOf("reason")}
          {cancelReasons.map((reason) => (
            <label key={reason} className="mt-2 flex items-center gap-2">
              <input type="radio" name="reason" value={reason} defaultChecked={typed.reason === reason} />
              {words.reasons[reason]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="words" className="mt-4 block font-semibold">
          {words.otherLabel}
        </label>
        {errorOf("words")}
        <textarea
          id="words"
          name="words"
          maxLength={500}
          rows={3}
          defaultValue={typed.words}
          aria-describedby={failed?.field === "words" ? "words-error" : undefined}
          className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
        />
        {errorOf("confirm")}
        <label className="mt-4 flex items-start gap-2">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            className="mt-1"
            aria-describedby={failed?.field === "confirm" ? "confirm-error" : undefined}
          />
          {words.confirm}
        </label>
        <Button kind="danger" className="mt-4">
          {words.submit}
        </Button>
      </Form>
    </TitledSection>
  );
}
