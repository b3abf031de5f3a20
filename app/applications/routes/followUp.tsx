import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame, NoticePage } from "~/applications/components/ApplicationFrame";
import { ChoiceField, ErrorSummary, FormProblem, TextAreaField, boundFields } from "~/kits/forms/FormFields";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useApplicationWords } from "~/applications/words";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/page/routeHandle";
import { applicationWordsIn } from "~/applications/words";
import { followUpAction, followUpPage } from "~/applications/server/followUpPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { Button } from "~/components/Button";
import { useHelpWords } from "~/applications/helpWords";
import { SHARE_CONSENTS } from "~/kits/stories/consent";
import { MAX_PROBLEM_LENGTH } from "~/applications/helpRequests";

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

export default function FollowUpPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const all = useApplicationWords();
  const words = all.followUp;
  const more = useHelpWords().followUpMore;
  if (result?.kind === "thanks") return <NoticePage heading={words.thanksTitle} text={words.thanks} />;
  const view = result?.kind === "closed" ? result.view : loaded;
  if (view.kind === "answered") return <NoticePage heading={words.answeredTitle} text={words.answered(view.date)} />;
  if (view.kind === "closed")
    return (
      <NoticePage heading={words.closedTitle} text={words.closed}>
        <p className="mt-6">
          <TextLink to="/contact">{words.contact}</TextLink>
        </p>
      </NoticePage>
    );
  const errors: Record<string, string> = result?.kind === "errors" ? result.errors : {};
  const typed: Record<string, string> = result?.kind === "errors" ? result.typed : {};
  const problem = result?.kind === "errors" ? result.problem : null;
  const field = boundFields(typed, errors);
  return (
    <ApplicationFrame step={null} heading={words.title}>
      <p className="mt-4">{words.intro}</p>
      <FormProblem problem={problem} />
      <ErrorSummary
        title={all.pages.errorSummary}
        errors={Object.entries(errors).map(([field, text]) => ({ field, text }))}
      />
      <Form method="post" noValidate>
        <FormProtectionInputs {...view.protection} />
        <TextAreaField {...field("usingIt")} label={words.usingIt} />
        <ChoiceField
          {...field("workingWell")}
          legend={words.workingWell}
          choices={[
            { value: "yes", label: all.pages.yes },
            { value: "no", label: all.pages.no },
          ]}
        />
        <TextAreaField
          {...field("problem")}
          label={more.problem}
          hint={more.problemHint}
          maxLength={MAX_PROBLEM_LENGTH}
        />
        <ChoiceField
          {...field("share")}
          legend={more.share}
          choices={SHARE_CONSENTS.map((value) => ({ value, label: more.shareChoices[value] }))}
        />
        <TextAreaField
          name="anythingElse"
          label={`${words.anythingElse} ${all.pages.optional}`}
          value={typed.anythingElse ?? ""}
        />
        <Button size="wide" className="mt-6">
          {words.send}
        </Button>
      </Form>
    </ApplicationFrame>
  );
}
