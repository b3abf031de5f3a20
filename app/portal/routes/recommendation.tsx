import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { ErrorSummary, FormProblem, TextField, boundFields, EmailField } from "~/kits/forms/FormFields";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useApplicationWords } from "~/applications/words";
import type { RouteHandle } from "~/page/routeHandle";
import { recommenderPageAction, recommenderPageData } from "~/portal/server/recommendationPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/portal");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export function loader({ request }: LoaderFunctionArgs) {
  return recommenderPageData(request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return recommenderPageAction(request, context);
}

export default function RecommenderPage() {
  const { protection, recommender, canResend } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const all = useApplicationWords();
  const words = all.tracker;
  const errors: Record<string, string> = result && "errors" in result ? result.errors : {};
  const typed: Record<string, string> = result && "typed" in result ? result.typed : {};
  const field = boundFields(typed, errors);
  return (
    <ApplicationFrame step={null} heading={words.pageTitle}>
      {result && "done" in result ? (
        <p role="status" className="mt-4 break-words rounded-lg bg-green-50 p-3 font-medium text-green-800">
          {result.done}
        </p>
      ) : null}
      <FormProblem problem={result && "problem" in result ? result.problem : null} />
      <ErrorSummary
        title={all.pages.errorSummary}
        errors={Object.entries(errors).map(([name, text]) => ({ field: name, text }))}
      />
      <p className="mt-4 break-words">{`${recommender.name} (${recommender.email})`}</p>
      <h2 className="mt-6 text-xl font-bold">{words.resend}</h2>
      <p className="mt-1 text-slate-700">{words.resendHint}</p>
      <Form method="post" className="mt-3">
        <FormProtectionInputs {...protection} />
        <Button name="intent" value="resend" disabled={!canResend} size="medium">
          {words.resend}
        </Button>
      </Form>
      {canResend ? null : <p className="mt-2">{words.tooSoon}</p>}
      <h2 className="mt-8 text-xl font-bold">{words.change}</h2>
      <p className="mt-1 text-slate-700">{words.changeHint}</p>
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        <TextField {...field("firstName")} label={all.recommender.firstName} maxLength={60} />
        <TextField {...field("lastName")} label={all.recommender.lastName} maxLength={60} />
        <EmailField {...field("email")} label={all.recommender.email} hint={all.recommender.emailHint} />
        <Button name="intent" value="change" size="wide" className="mt-6">
          {words.change}
        </Button>
      </Form>
      <p className="mt-6">
        <TextLink to="/portal">{words.backToPortal}</TextLink>
      </p>
    </ApplicationFrame>
  );
}
