import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { ErrorSummary, FormProblem, SelectField, TextAreaField, boundFields } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { TextLink } from "~/components/LocaleLink";
import { Button } from "~/components/Button";
import { useApplicationWords } from "~/applications/words";
import { useHelpWords } from "~/applications/helpWords";
import { MAX_PROBLEM_LENGTH } from "~/applications/helpRequests";
import { HelpRequestList } from "~/portal/components/HelpRequestList";
import type { RouteHandle } from "~/page/routeHandle";
import { helpPageAction, helpPageData } from "~/portal/server/helpPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/portal");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => helpPageData(request);

export const action = ({ request }: ActionFunctionArgs) => helpPageAction(request);

/** A delivered applicant's help page (issue 50 §2): the warranty, their requests, and asking for help. */
export default function HelpPage() {
  const { protection, warranty, devices, requests } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useHelpWords().help;
  const pages = useApplicationWords().pages;
  const errors: Record<string, string> = result && "errors" in result ? result.errors : {};
  const field = boundFields({ problem: result && "typed" in result ? result.typed : "" }, errors);
  return (
    <ApplicationFrame step={null} heading={words.title}>
      {result && "sent" in result ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-medium text-green-800">
          {words.sent}
        </p>
      ) : null}
      <p className="mt-4" data-testid="warranty">
        {warranty.ended ? words.warrantyEnded(warranty.until) : words.warranty(warranty.months, warranty.until)}
      </p>
      <p className="mt-2">{words.intro}</p>
      <FormProblem problem={result && "problem" in result ? result.problem : null} />
      <ErrorSummary
        title={pages.errorSummary}
        errors={Object.entries(errors).map(([name, text]) => ({ field: name, text }))}
      />
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        {devices.length > 1 ? (
          <SelectField name="device" label={words.device} value={devices[0]!.id}>
            {devices.map((device) => (
              <option key={device.id} value={device.id}>
                {device.model ? `${device.model} (${device.id})` : device.id}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextAreaField
          {...field("problem")}
          label={words.problem}
          hint={words.problemHint}
          maxLength={MAX_PROBLEM_LENGTH}
        />
        <Button size="wide" className="mt-6">
          {words.send}
        </Button>
      </Form>
      <HelpRequestList requests={requests} />
      <p className="mt-8">
        <TextLink to="/portal">{words.back}</TextLink>
      </p>
    </ApplicationFrame>
  );
}
