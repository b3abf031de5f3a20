import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CheckboxField, ChoiceField, ErrorSummary, FormProblem, TextField, boundFields } from "~/kits/forms/FormFields";
import { DonationFrame, linkClass } from "~/donations/components/DonationFrame";
import { Link } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { pickupDayIn, useDonationWords, windowInSentence } from "~/donations/words";
import { windows, type PreferredDate } from "~/donations/answers";
import { useLocale } from "~/i18n";
import type { RouteHandle } from "~/page/routeHandle";
import { donorPickupAction, donorPickupData } from "~/portal/server/donorPickupPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/portal");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export function loader({ request, params }: LoaderFunctionArgs) {
  return donorPickupData(request, params.donorRecordId ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return donorPickupAction(request, context, params.donorRecordId ?? "");
}

/** The donor moves or cancels a pickup: both forms work without JavaScript; cancelling asks for a ticked box. */
export default function DonorPickupPage() {
  const { protection, donorRecordId, reference, pickup, preferredDates, changeable, earliest } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useDonationWords();
  const locale = useLocale();
  const page = words.pickupChange;
  const errors: Record<string, string> = result && "errors" in result ? result.errors : {};
  const typed: Record<string, string> = result && "typed" in result ? result.typed : {};
  const field = boundFields(typed, errors);
  const day = (date: string) => pickupDayIn(locale, date);
  const when = (date: PreferredDate) => `${day(date.date)} (${words.delivery.windows[date.window]})`;
  const done = result && "done" in result ? result.done : null;
  return (
    <DonationFrame step={null} heading={page.title}>
      <p className="mt-4 font-semibold">{page.reference(reference)}</p>
      {done ? (
        <p role="status" className="mt-4 break-words rounded-lg bg-green-50 p-3 font-medium text-green-800">
          {done}
        </p>
      ) : null}
      <FormProblem problem={result && "problem" in result ? result.problem : null} />
      <ErrorSummary
        title={words.pages.errorSummary}
        errors={Object.entries(errors).map(([name, text]) => ({ field: name, text }))}
      />
      {done ? null : pickup ? (
        <p className="mt-4">{page.booked(day(pickup.date), windowInSentence(locale, pickup.window))}</p>
      ) : preferredDates.length ? (
        <>
          <p className="mt-4">{page.notBooked}</p>
          <ul className="mt-2 list-disc pl-5">
            {preferredDates.map((date) => (
              <li key={date.date}>{when(date)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {changeable && !done ? (
        <>
          <p className="mt-4">{page.rule(earliest.text)}</p>
          <h2 className="mt-8 text-xl font-bold">{page.moveTitle}</h2>
          <p className="mt-1 text-slate-700">{pickup ? page.moveHint : page.preferHint}</p>
          <Form method="post" noValidate>
            <FormProtectionInputs {...protection} />
            <TextField {...field("date")} label={page.date} type="date" />
            <ChoiceField
              {...field("window")}
              legend={page.window}
              choices={windows.map((window) => ({ value: window, label: words.delivery.windows[window] }))}
            />
            <Button name="intent" value="move" size="wide" className="mt-6">
              {pickup ? page.move : page.prefer}
            </Button>
          </Form>
          <h2 className="mt-10 text-xl font-bold">{page.cancelTitle}</h2>
          <p className="mt-1 text-slate-700">{page.cancelHint}</p>
          <Form method="post" noValidate>
            <FormProtectionInputs {...protection} />
            <CheckboxField {...field("confirm")} label={page.confirmCancel} checked={false} />
            <Button name="intent" value="cancel" kind="danger" size="wide" className="mt-6">
              {page.cancel}
            </Button>
          </Form>
        </>
      ) : done ? null : (
        <p className="mt-4">
          {page.tooLate}{" "}
          <Link to="/contact" className={linkClass}>
            {page.contact}
          </Link>
        </p>
      )}
      <p className="mt-8">
        <Link to={`/portal/donations/${encodeURIComponent(donorRecordId)}`} className={linkClass}>
          {page.back}
        </Link>
      </p>
    </DonationFrame>
  );
}
