import type { ComponentProps } from "react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { ErrorSummary, FormProblem } from "~/kits/forms/FormFields";
import { ScreenerFields } from "~/applications/components/ScreenerFields";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { type Typed } from "~/applications/answers";
import { useApplicationWords } from "~/applications/words";
import { applicationIncomePercent } from "~/content/povertyGuidelines";
import { intlLocales } from "~/i18n/locale";
import { useLocale } from "~/i18n";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";
import {
  applicationStartAction,
  applicationStartLoader,
  type Refusal,
} from "~/applications/server/applicationPage.server";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/application");
// A form with a token of its own: never cached, no third-party script.
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => applicationStartLoader(args);

export const action = (args: ActionFunctionArgs) => applicationStartAction(args);

export default function ApplicationScreener() {
  const { protection, typed: loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useApplicationWords();
  if (result && "refusal" in result)
    return <Refused refusal={result.refusal} answers={result.answers} protection={protection} />;
  const errors = result && "errors" in result ? result.errors : {};
  const typed = result && "typed" in result ? result.typed : loaded;
  const problem = result && "problem" in result ? result.problem : null;
  const errorList = Object.entries(errors).map(([name, text]) => ({ field: name, text }));
  return (
    <ApplicationFrame step={1} heading={words.steps.screener}>
      <p className="mt-3">{words.pages.leadIn}</p>
      <p className="mt-2">{words.screener.intro}</p>
      <FormProblem problem={problem} />
      <ErrorSummary title={words.pages.errorSummary} errors={errorList} />
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        <ScreenerFields typed={typed} errors={errors} />
        <Button size="wide" className="mt-6">
          {words.pages.continue}
        </Button>
      </Form>
    </ApplicationFrame>
  );
}

function Refused({
  refusal,
  answers,
  protection,
}: {
  refusal: Refusal;
  answers: Typed;
  protection: ComponentProps<typeof FormProtectionInputs>;
}) {
  const words = useApplicationWords();
  const locale = useLocale();
  const money = new Intl.NumberFormat(intlLocales[locale], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const people = (count: number) => new Intl.NumberFormat(intlLocales[locale]).format(count);
  return (
    <ApplicationFrame
      step={null}
      heading={refusal.rule === "region" ? words.refused.regionTitle : words.refused.incomeTitle}
    >
      <p className="mt-4 text-lg" role="status">
        {refusal.rule === "region"
          ? words.refused.region(refusal.zip)
          : words.refused.income(
              `${people(refusal.householdSize)}`,
              money.format(refusal.limit),
              applicationIncomePercent,
            )}
      </p>
      <p className="mt-2">{words.refused.noticeKept}</p>
      <h2 className="mt-6 text-xl font-bold">{words.refused.otherHelp}</h2>
      <ul className="mt-2 space-y-3">
        <li>
          <TextLink to="/shield">{words.refused.internetPlan}</TextLink>
          <p>{words.refused.internetPlanText}</p>
        </li>
        <li>
          <TextLink to="/dsclasses">{words.refused.classes}</TextLink>
          <p>{words.refused.classesText}</p>
        </li>
      </ul>
      <Form method="post" className="mt-6">
        <FormProtectionInputs {...protection} />
        {Object.entries(answers).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button name="intent" value="change" kind="secondary" size="medium">
          {words.refused.changeAnswers}
        </Button>
      </Form>
    </ApplicationFrame>
  );
}
