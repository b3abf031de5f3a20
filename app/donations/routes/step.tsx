import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ChoiceField, ErrorSummary } from "~/kits/forms/FormFields";
import { AboutFields } from "~/donations/components/AboutFields";
import { DonationFrame, linkClass } from "~/donations/components/DonationFrame";
import { FormProblem } from "~/kits/forms/FormFields";
import { DropOffFields } from "~/donations/components/DropOffFields";
import { DonationSummary } from "~/donations/components/DonationSummary";
import { PickupFields } from "~/donations/components/PickupFields";
import { Link } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useDonationWords } from "~/donations/words";
import { DONATE_START, donationStepPath, donationSteps, isDonationStep, PICKUP_FROM } from "~/donations/answers";
import { intlLocales } from "~/i18n/locale";
import { useLocale } from "~/i18n";
import type { RouteHandle } from "~/page/routeHandle";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { stepRedirect, openDraft } from "~/donations/server/stepPage.server";
import { donationStepAction } from "~/donations/server/stepAction.server";
import { donationStepView } from "~/donations/server/stepView.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = params.step;
  if (!isDonationStep(step)) throw new Response("Not found", { status: 404 });
  const draft = await openDraft(request);
  const elsewhere = stepRedirect(request, draft, step);
  if (elsewhere) throw elsewhere;
  const { protection, headers } = await pageProtection(request);
  return data({ protection, view: donationStepView(request, step, draft!) }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const step = params.step;
  if (!isDonationStep(step)) throw new Response("Not found", { status: 404 });
  return donationStepAction(request, step, context);
}

export default function DonateStep() {
  const { protection, view } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useDonationWords();
  const yesOrNo = [
    { value: "yes", label: words.pages.yes },
    { value: "no", label: words.pages.no },
  ];
  const locale = useLocale();
  const errors: Record<string, string> = result && "errors" in result ? result.errors : {};
  const typed = result && "typed" in result ? result.typed : view.typed;
  const problem = result && "problem" in result ? result.problem : null;
  const outsideRegion = result && "outsideRegion" in result ? result.outsideRegion : null;
  const index = donationSteps.indexOf(view.step);
  const previous = index === 0 ? DONATE_START : donationStepPath(donationSteps[index - 1]!);
  // A posted drop-off form stays a drop-off form when it comes back with a mistake.
  const method = typed.method === "drop-off" || typed.method === "pickup" ? typed.method : view.method;
  const total = new Intl.NumberFormat(intlLocales[locale]).format(view.total);
  const heading =
    view.step === "delivery"
      ? method === "pickup"
        ? words.delivery.pickupTitle
        : words.delivery.dropOffTitle
      : words.steps[view.step];
  return (
    <DonationFrame step={index + 2} heading={heading}>
      <FormProblem problem={problem} />
      <ErrorSummary
        title={words.pages.errorSummary}
        errors={Object.entries(errors).map(([field, text]) => ({ field, text }))}
      />
      {outsideRegion ? (
        <p className="mt-4">
          <Link to={`${donationStepPath("delivery")}?method=drop-off`} className={linkClass}>
            {words.delivery.dropOffInstead}
          </Link>
        </p>
      ) : null}
      {view.step === "check" ? <DonationSummary answers={view.answers} /> : null}
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        {view.step === "about" ? <AboutFields typed={typed} errors={errors} /> : null}
        {view.step === "delivery" && method === "pickup" ? (
          <PickupFields typed={typed} errors={errors} total={total} earliest={view.earliest} />
        ) : null}
        {view.step === "delivery" && method === "drop-off" ? (
          <DropOffFields typed={typed} errors={errors} total={total} askOffice={view.needsOffice} />
        ) : null}
        {view.step === "check" ? (
          <>
            {(["certificate", "receipt"] as const).map((name) => (
              <ChoiceField
                key={name}
                name={name}
                legend={words.check[name]}
                hint={words.check[`${name}Hint`]}
                error={errors[name]}
                value={typed[name] ?? "yes"}
                choices={yesOrNo}
              />
            ))}
          </>
        ) : null}
        <Button name="intent" value={view.step === "check" ? "send" : "next"} size="wide" className="mt-6">
          {view.step === "check" ? words.check.send : words.pages.continue}
        </Button>
      </Form>
      {view.step === "delivery" && view.total >= PICKUP_FROM && !outsideRegion ? (
        <p className="mt-6">
          <Link
            to={`${donationStepPath("delivery")}?method=${method === "pickup" ? "drop-off" : "pickup"}`}
            className={linkClass}
          >
            {method === "pickup" ? words.delivery.dropOffInstead : words.delivery.pickupInstead}
          </Link>
        </p>
      ) : null}
      <p className="mt-6">
        <Link to={previous} className={linkClass}>
          {words.pages.back}
        </Link>
      </p>
    </DonationFrame>
  );
}
