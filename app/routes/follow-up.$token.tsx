import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/components/application/ApplicationFrame";
import { ChoiceField, ErrorSummary } from "~/components/application/ApplicationFields";
import { Link } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/components/portal/FormProtectionInputs";
import { useApplicationWords } from "~/applications/applicationWords";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/root";
import { applicationWordsIn } from "~/server/applications/applicationWordsIn.server";
import { followUpAction, followUpPage } from "~/server/applications/followUpPage.server";
import { personalHeaders } from "~/server/portal/session.server";

export const meta: MetaFunction = ({ location }) => [
  { title: `${applicationWordsIn(localeFromPath(location.pathname)).followUp.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { view, status, headers } = await followUpPage(request, params.token ?? "");
  return data(view, { status, headers });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { result, status } = await followUpAction(request, params.token ?? "");
  return data(result, { status, headers: personalHeaders() });
}

function TextArea({
  name,
  label,
  value,
  error,
  first,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  first: boolean;
}) {
  return (
    <div className="mt-5">
      <label htmlFor={name} className="block font-semibold text-slate-900">
        {label}
      </label>
      {error ? (
        <p id={`${name}-error`} className="mt-1 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <textarea
        id={name}
        name={name}
        rows={4}
        maxLength={2000}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        data-first-error={first ? "" : undefined}
        className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2 text-slate-900"
      />
    </div>
  );
}

export default function FollowUpPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const all = useApplicationWords();
  const words = all.followUp;
  if (result?.kind === "thanks")
    return (
      <ApplicationFrame step={null} heading={words.thanksTitle}>
        <p className="mt-4 text-lg" role="status">
          {words.thanks}
        </p>
      </ApplicationFrame>
    );
  const view = result?.kind === "closed" ? result.view : loaded;
  if (view.kind === "answered")
    return (
      <ApplicationFrame step={null} heading={words.answeredTitle}>
        <p className="mt-4 text-lg" role="status">
          {words.answered(view.date)}
        </p>
      </ApplicationFrame>
    );
  if (view.kind === "closed")
    return (
      <ApplicationFrame step={null} heading={words.closedTitle}>
        <p className="mt-4 text-lg" role="status">
          {words.closed}
        </p>
        <p className="mt-6">
          <Link to="/contact" className="font-semibold text-brand-dark underline">
            {words.contact}
          </Link>
        </p>
      </ApplicationFrame>
    );
  const errors: Record<string, string> = result?.kind === "errors" ? result.errors : {};
  const typed: Record<string, string> = result?.kind === "errors" ? result.typed : {};
  const problem = result?.kind === "errors" ? result.problem : null;
  const firstError = Object.keys(errors)[0];
  return (
    <ApplicationFrame step={null} heading={words.title}>
      <p className="mt-4">{words.intro}</p>
      {problem ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <ErrorSummary
        title={all.pages.errorSummary}
        errors={Object.entries(errors).map(([field, text]) => ({ field, text }))}
      />
      <Form method="post" noValidate>
        <FormProtectionInputs {...view.protection} />
        <TextArea
          name="usingIt"
          label={words.usingIt}
          value={typed.usingIt ?? ""}
          error={errors.usingIt}
          first={firstError === "usingIt"}
        />
        <ChoiceField
          name="workingWell"
          legend={words.workingWell}
          value={typed.workingWell ?? ""}
          error={errors.workingWell}
          firstError={firstError === "workingWell"}
          choices={[
            { value: "yes", label: all.pages.yes },
            { value: "no", label: all.pages.no },
          ]}
        />
        <TextArea
          name="anythingElse"
          label={`${words.anythingElse} ${all.pages.optional}`}
          value={typed.anythingElse ?? ""}
          first={false}
        />
        <button type="submit" className="mt-6 w-full rounded-lg bg-brand-dark px-4 py-3 font-semibold text-white">
          {words.send}
        </button>
      </Form>
    </ApplicationFrame>
  );
}
