import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/kits/forms/FormFields";
import { DeviceFields } from "~/donations/components/DeviceFields";
import { DonationFrame } from "~/donations/components/DonationFrame";
import { FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useDonationWords } from "~/donations/words";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";
import { donationStartLoader, donationStartAction } from "~/donations/server/startPage.server";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/donate/start");
// A form with a token of its own: never cached, no third-party script.
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => donationStartLoader(args);

export const action = (args: ActionFunctionArgs) => donationStartAction(args);

export default function DonateStart() {
  const { protection, typed: loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useDonationWords();
  const errors = result?.errors ?? {};
  const typed = result?.typed ?? loaded;
  return (
    <DonationFrame step={1} heading={words.steps.devices}>
      <p className="mt-3">{words.pages.leadIn}</p>
      <p className="mt-2">{words.devices.intro}</p>
      <FormProblem problem={result?.problem ?? null} />
      <ErrorSummary
        title={words.pages.errorSummary}
        errors={Object.entries(errors).map(([field, text]) => ({ field, text }))}
      />
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        <DeviceFields typed={typed} errors={errors} />
        <Button size="wide" className="mt-6">
          {words.pages.continue}
        </Button>
      </Form>
    </DonationFrame>
  );
}
