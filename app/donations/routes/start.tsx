import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/kits/forms/FormFields";
import { DeviceFields } from "~/donations/components/DeviceFields";
import { DonationFrame } from "~/donations/components/DonationFrame";
import { FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useDonationWords } from "~/donations/words";
import { deviceKinds, donationStepPath, readDevices, type Typed } from "~/donations/answers";
import type { RouteHandle } from "~/page/routeHandle";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { db } from "~/db/serverStore.server";
import {
  donationErrors,
  donationProblem,
  localeOf,
  localPath,
  openDraft,
  readStepPost,
  withinLimit,
  wordsOf,
} from "~/donations/server/stepPage.server";
import { draftCookieFor } from "~/donations/server/stepPage.server";
import { createDonationDraft, saveDonationStep } from "~/donations/server/drafts.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/donate/start");
// A form with a token of its own: never cached, no third-party script.
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

/** The first step, what is given: the counts kept in this browser's draft, or zeros. */
export async function loader({ request }: LoaderFunctionArgs) {
  const kept = (await openDraft(request))?.answers.devices;
  // None is an empty field, not "0": typing 40 into a field that starts at 0 gave "040" (issue 35).
  const typed: Typed = Object.fromEntries(deviceKinds.map((kind) => [kind, kept?.[kind] ? String(kept[kind]) : ""]));
  const { protection, headers } = await pageProtection(request);
  return data({ protection, typed }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readStepPost(request, context);
  if ("refused" in post) return donationProblem(post.refused);
  if (!(await withinLimit("step", post.client)))
    return donationProblem({ problem: wordsOf(request).errors.tooMany, typed: post.typed, status: 429 });
  const read = readDevices(post.typed);
  if (!read.ok) return donationErrors(request, read.errors, post.typed);
  const draft = await openDraft(request);
  const headers = personalHeaders();
  if (draft) await saveDonationStep(db(), draft, "devices", read.value, localeOf(request));
  else
    headers.append(
      "Set-Cookie",
      await draftCookieFor(await createDonationDraft(db(), localeOf(request), { devices: read.value })),
    );
  // Changed counts may change how the devices reach us, so the steps after this one are walked again (kept).
  return redirect(localPath(request, donationStepPath("about")), { headers });
}

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
