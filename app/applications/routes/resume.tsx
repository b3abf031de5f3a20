import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame, NoticePage } from "~/applications/components/ApplicationFrame";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useApplicationWords } from "~/applications/words";
import type { RouteHandle } from "~/page/routeHandle";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { resumeLoader, resumeAction } from "~/applications/server/resumePage.server";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/application");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = (args: LoaderFunctionArgs) => resumeLoader(args);

export const action = (args: ActionFunctionArgs) => resumeAction(args);

export default function ResumeApplication() {
  const { view, protection } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useApplicationWords();
  if (result && "newLink" in result && result.newLink)
    return <NoticePage heading={words.saved.title} text={words.resume.newLinkSent} />;
  if (view === "used" && !(result && "spent" in result))
    return (
      <ApplicationFrame step={null} heading={words.resume.usedTitle}>
        {result && "limited" in result ? (
          <p className="mt-4 font-semibold text-red-700" role="alert">
            {words.errors.tooMany}
          </p>
        ) : null}
        <p className="mt-4">{words.resume.used}</p>
        <Form method="post" className="mt-6">
          <FormProtectionInputs {...protection} />
          <Button name="intent" value="new-link" size="wide">
            {words.resume.sendNewLink}
          </Button>
        </Form>
        <p className="mt-6">
          <TextLink to="/application">{words.resume.startAgain}</TextLink>
        </p>
      </ApplicationFrame>
    );
  if (view === "spent" || result)
    return (
      <NoticePage heading={words.resume.title} text={words.resume.spent} role="alert">
        <p className="mt-6">
          <TextLink to="/application">{words.resume.startAgain}</TextLink>
        </p>
      </NoticePage>
    );
  return (
    <ApplicationFrame step={null} heading={words.resume.title}>
      <p className="mt-4">{words.resume.text}</p>
      <Form method="post" className="mt-6">
        <FormProtectionInputs {...protection} />
        <Button size="wide">{words.resume.continue}</Button>
      </Form>
    </ApplicationFrame>
  );
}
