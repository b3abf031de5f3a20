import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { FormProblem, SelectField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { manageAction, manageLoader, PAUSE_MONTHS } from "~/gifts/server/managePage.server";
import { giftWordsIn, useGiftWords } from "~/gifts/words";

export const meta: MetaFunction = ({ location }) => [
  { title: `${giftWordsIn(localeFromPath(location.pathname)).manage.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  manageLoader(request, params.giftId ?? "", params.key);

export const action = ({ request, params }: ActionFunctionArgs) =>
  manageAction(request, params.giftId ?? "", params.key);

export default function ManageGiftPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { view, done, problem, protection } = posted ?? loaded;
  const words = useGiftWords().manage;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">{words.title}</h1>
        {done ? (
          <p role="status" className="mt-4 text-lg font-semibold" data-testid="gift-answer">
            {done}
          </p>
        ) : null}
        <FormProblem problem={problem} />
        <p className="mt-4 text-lg" data-testid="gift-state">
          {view.sentence}
        </p>
        {view.canChange ? (
          <Form method="post" className="mt-6 max-w-xl rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold">{words.changeAmount}</h2>
            <FormProtectionInputs {...protection} />
            <TextField
              name="amount"
              label={words.newAmount}
              hint={words.newAmountHint}
              value={view.amountDollars}
              inputMode="decimal"
              maxLength={12}
            />
            <Button name="intent" value="amount" className="mt-4">
              {words.saveAmount}
            </Button>
          </Form>
        ) : null}
        {view.canPause ? (
          <Form method="post" className="mt-6 max-w-xl rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold">{words.pause}</h2>
            <FormProtectionInputs {...protection} />
            <SelectField name="months" label={words.pauseFor} value="1">
              {PAUSE_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {words.months(months)}
                </option>
              ))}
            </SelectField>
            <Button name="intent" value="pause" kind="secondary" className="mt-4">
              {words.pauseButton}
            </Button>
          </Form>
        ) : null}
        {view.canResume ? (
          <Form method="post" className="mt-6">
            <FormProtectionInputs {...protection} />
            <Button name="intent" value="resume">
              {words.resume}
            </Button>
          </Form>
        ) : null}
        {view.canChange ? (
          <Form method="post" className="mt-6 max-w-xl rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold">{words.cancel}</h2>
            <p className="mt-2">{words.cancelHint}</p>
            <FormProtectionInputs {...protection} />
            <Button name="intent" value="cancel" kind="danger" className="mt-4">
              {words.cancel}
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
