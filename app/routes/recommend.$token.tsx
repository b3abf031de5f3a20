import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame, NoticePage } from "~/components/application/ApplicationFrame";
import {
  CheckboxField,
  ErrorSummary,
  FormProblem,
  TextAreaField,
  TextField,
} from "~/components/application/ApplicationFields";
import { FormProtectionInputs } from "~/components/portal/FormProtectionInputs";
import { useApplicationWords } from "~/applications/applicationWords";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/root";
import { applicationWordsIn } from "~/applications/applicationWords";
import { recommendationAction, recommendationPage } from "~/server/applications/recommendationPage.server";
import { personalHeaders } from "~/server/portal/session.server";

export const meta: MetaFunction = ({ location }) => [
  { title: `${applicationWordsIn(localeFromPath(location.pathname)).recommend.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { view, status, headers } = await recommendationPage(request, params.token ?? "");
  return data(view, { status, headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const client = typeof context.clientAddress === "string" ? context.clientAddress : "unknown";
  const { result, status } = await recommendationAction(request, params.token ?? "", client);
  return data(result, { status, headers: personalHeaders() });
}

export default function RecommendPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const all = useApplicationWords();
  const words = all.recommend;
  if (result?.kind === "thanks") return <NoticePage heading={words.thanksTitle} text={words.thanks} />;
  const shown = result?.kind === "closed" ? result.view : view;
  if (shown.kind !== "open") {
    const [title, text] =
      shown.kind === "received"
        ? [words.receivedTitle, words.received(shown.date)]
        : shown.kind === "expired"
          ? [words.expiredTitle, words.expired(shown.date)]
          : shown.kind === "replaced"
            ? [words.replacedTitle, words.replaced]
            : [words.unknownTitle, words.unknown];
    return <NoticePage heading={title} text={text} />;
  }
  const errors: Record<string, string> = result?.kind === "errors" ? result.errors : {};
  const typed: Record<string, string> = result?.kind === "errors" ? result.typed : {};
  const problem = result?.kind === "errors" ? result.problem : null;
  const firstError = Object.keys(errors)[0];
  const field = (name: string) => ({ name, error: errors[name], firstError: firstError === name });
  return (
    <ApplicationFrame step={null} heading={words.title}>
      <p className="mt-4 text-lg">{words.forWhom(shown.applicant, shown.organization)}</p>
      <p className="mt-2">{words.intro}</p>
      <FormProblem problem={problem} />
      <ErrorSummary
        title={all.pages.errorSummary}
        errors={Object.entries(errors).map(([name, text]) => ({ field: name, text }))}
      />
      <Form method="post" encType="multipart/form-data" noValidate>
        <FormProtectionInputs {...shown.protection} />
        <TextField {...field("howKnown")} label={words.howKnown} value={typed.howKnown ?? ""} maxLength={1000} />
        <TextField
          {...field("howLong")}
          label={words.howLong}
          hint={words.howLongHint}
          value={typed.howLong ?? ""}
          maxLength={200}
        />
        <TextAreaField {...field("howHelp")} label={words.howHelp} value={typed.howHelp ?? ""} />
        <CheckboxField {...field("servesRegion")} label={words.servesRegion} checked={typed.servesRegion === "yes"} />
        <div className="mt-5">
          <label htmlFor="letter" className="block font-semibold text-slate-900">
            {words.letter} {all.pages.optional}
          </label>
          <p id="letter-hint" className="mt-1 text-sm text-slate-700">
            {words.letterHint}
          </p>
          {errors.letter ? (
            <p id="letter-error" className="mt-1 font-medium text-red-700">
              {errors.letter}
            </p>
          ) : null}
          <input
            id="letter"
            name="letter"
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            aria-invalid={errors.letter ? true : undefined}
            aria-describedby={errors.letter ? "letter-hint letter-error" : "letter-hint"}
            data-first-error={firstError === "letter" ? "" : undefined}
            className="mt-1 w-full"
          />
        </div>
        <button type="submit" className="mt-6 w-full rounded-lg bg-brand-dark px-4 py-3 font-semibold text-white">
          {words.send}
        </button>
      </Form>
    </ApplicationFrame>
  );
}
