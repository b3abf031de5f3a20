import type { ComponentProps } from "react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { ErrorSummary, FormProblem } from "~/kits/forms/FormFields";
import { ScreenerFields } from "~/applications/components/ScreenerFields";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { readScreener, stepPath, type Typed } from "~/applications/answers";
import { useApplicationWords } from "~/applications/words";
import { screen } from "~/applications/screener";
import { applicationIncomePercent } from "~/content/povertyGuidelines";
import { intlLocales } from "~/i18n/locale";
import { useLocale } from "~/i18n";
import type { RouteHandle } from "~/page/routeHandle";
import {
  localeOf,
  localPath,
  openDraft,
  pageProtection,
  readStepPost,
  stepErrors,
  stepProblem,
  withinLimit,
} from "~/applications/server/stepPage.server";
import { draftCookieFor } from "~/applications/server/stepPage.server";
import { createDraft, saveStep } from "~/applications/server/drafts.server";
import { applicationWordsIn } from "~/applications/words";
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/application");
// A form with a token of its own: never cached, no third-party script.
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

type Refusal = { rule: "region"; zip: string } | { rule: "income"; householdSize: number; limit: number };

/** The screener's answers a refusal hands back to change: everything but the income figure. */
const screenerAnswers = (typed: Typed): Typed => ({
  zip: typed.zip ?? "",
  householdSize: typed.householdSize ?? "",
  programme: typed.programme ?? "",
});

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await openDraft(request);
  const kept = draft?.answers.screener;
  const typed: Typed = kept
    ? { zip: kept.zip, householdSize: String(kept.householdSize), programme: kept.programme ? "yes" : "no" }
    : {};
  const { protection, headers } = await pageProtection(request);
  return data({ protection, typed }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readStepPost(request, context);
  if ("refused" in post) return stepProblem(post.refused);
  // 'Change my answers' on a refusal: the form again with what was answered (never the income figure).
  if (post.intent === "change")
    return data(
      { errors: {} as Record<string, string>, typed: screenerAnswers(post.typed), problem: null as string | null },
      { headers: personalHeaders() },
    );
  if (!(await withinLimit("start", post.client)))
    return stepProblem({
      problem: applicationWordsIn(localeOf(request)).errors.tooMany,
      typed: post.typed,
      status: 429,
    });
  const read = readScreener(post.typed);
  // The income figure is never handed back or kept: only whether it was under the limit.
  const typed = { ...post.typed, income: "" };
  if (!read.ok) return stepErrors(request, read.errors, { ...typed, income: post.typed.income ?? "" });
  const { zip, householdSize, programme, income } = read.value;
  const decision = screen({ zip, householdSize, receivesProgramme: programme, income });
  if (!decision.eligible) {
    const refusal: Refusal =
      decision.rule === "region"
        ? { rule: "region", zip }
        : { rule: "income", householdSize: decision.householdSize, limit: decision.limit };
    return data({ refusal, answers: screenerAnswers(post.typed) }, { headers: personalHeaders() });
  }
  const kept = { zip, householdSize, programme, basis: decision.basis, region: decision.region };
  const draft = await openDraft(request);
  const headers = personalHeaders();
  if (draft) await saveStep(db(), draft, "screener", kept);
  else
    headers.append("Set-Cookie", await draftCookieFor(await createDraft(db(), localeOf(request), { screener: kept })));
  return redirect(localPath(request, stepPath("about")), { headers });
}

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
