import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame, NoticePage } from "~/applications/components/ApplicationFrame";
import { ErrorSummary, FormProblem } from "~/kits/forms/FormFields";
import { StepFields } from "~/applications/components/StepFields";
import type { StepView } from "~/applications/stepView";
import { CheckAnswers } from "~/applications/components/CheckAnswers";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { applicationSteps, isApplicationStep, stepPath } from "~/applications/answers";
import type { SentTo } from "~/applications/sentTo";
import { useApplicationWords } from "~/applications/words";
import type { RouteHandle } from "~/page/routeHandle";
import { openDraft, pageProtection, stepRedirect } from "~/applications/server/stepPage.server";
import { stepView } from "~/applications/server/stepView.server";
import { stepAction } from "~/applications/server/stepAction.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/application");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = params.step;
  if (!isApplicationStep(step)) throw new Response("Not found", { status: 404 });
  const draft = await openDraft(request);
  const elsewhere = stepRedirect(request, draft, step);
  if (elsewhere) throw elsewhere;
  const { protection, headers } = await pageProtection(request);
  const fromCheck = new URL(request.url).searchParams.get("from") === "check";
  return data({ protection, view: await stepView(request, step, draft!), fromCheck }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const step = params.step;
  if (!isApplicationStep(step)) throw new Response("Not found", { status: 404 });
  return stepAction(request, step, context);
}

export default function ApplicationStepPage() {
  const { protection, view, fromCheck } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useApplicationWords();
  if (result && "saved" in result) return <Saved sentTo={result.saved} step={view.step} />;
  const errors: Record<string, string> = result && "errors" in result ? (result.errors as Record<string, string>) : {};
  const typed = result && "typed" in result ? result.typed : view.typed;
  const problem = result && "problem" in result ? result.problem : null;
  const index = applicationSteps.indexOf(view.step);
  const previous = index === 0 ? "/application" : stepPath(applicationSteps[index - 1]!);
  return (
    <ApplicationFrame step={index + 2} heading={words.steps[view.step]}>
      <FormProblem problem={problem} />
      <ErrorSummary
        title={words.pages.errorSummary}
        errors={Object.entries(errors).map(([field, text]) => ({ field, text }))}
      />
      {view.step === "check" ? <CheckAnswers view={view} /> : null}
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        {fromCheck || typed.from === "check" ? <input type="hidden" name="from" value="check" /> : null}
        <StepFields view={{ ...view, typed } as StepView} errors={errors} />
        <Button name="intent" value={view.step === "check" ? "send" : "next"} size="wide" className="mt-6">
          {view.step === "check" ? words.check.send : words.pages.continue}
        </Button>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <Button name="intent" value="save" kind="secondary" size="medium">
            {words.pages.saveForLater}
          </Button>
          <p className="mt-1 text-sm text-slate-700">{words.pages.saveForLaterHint}</p>
        </div>
      </Form>
      <p className="mt-6">
        <TextLink to={previous}>{words.pages.back}</TextLink>
      </p>
    </ApplicationFrame>
  );
}

/** What was sent, and to what: an email to the address, or a text to the number ending in its last two digits. */
function Saved({ sentTo, step }: { sentTo: SentTo; step: StepView["step"] }) {
  const words = useApplicationWords();
  const byEmail = "email" in sentTo;
  return (
    <NoticePage
      heading={words.saved.title}
      text={byEmail ? words.saved.text(sentTo.email) : words.saved.texted(sentTo.textTo)}
    >
      {byEmail ? <p className="mt-2">{words.saved.spam}</p> : null}
      <p className="mt-6">
        <TextLink to={stepPath(step)}>{words.saved.continueNow}</TextLink>
      </p>
    </NoticePage>
  );
}
