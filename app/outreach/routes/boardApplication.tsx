import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { boundFields, ErrorSummary, FormProblem, TextAreaField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { useRefusableForm } from "~/outreach/components/useAnsweredForm";
import { FormSent, WriterFields } from "~/outreach/components/WriterFields";
import { MAX_MESSAGE_CHARACTERS } from "~/outreach/messageForms";
import { boardAction, boardLoader, CV_FIELD } from "~/outreach/server/boardPage.server";
import { useOutreachWords } from "~/outreach/words";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/boardapplication");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => boardLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) => boardAction(request, context.clientAddress);

const order = ["name", "email", "phone", "why", "skills", CV_FIELD];

export default function BoardApplicationPage() {
  const { protection, answer, refused, errors } = useRefusableForm<Awaited<ReturnType<typeof boardLoader>>["data"]>();
  const words = useOutreachWords();
  const field = boundFields(refused?.typed ?? {}, errors, order);
  const cv = field(CV_FIELD);
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold md:text-5xl">{words.board.title}</h1>
        <p className="mt-4 text-lg">{words.board.intro}</p>
        {answer?.done ? (
          <div className="mt-6">
            <FormSent heading={words.board.sentHeading} sentTo={answer.sentTo} />
            <p className="mt-4">{words.board.sent}</p>
          </div>
        ) : (
          <>
            <FormProblem problem={refused?.problem ? words.errors[refused.problem] : null} />
            <ErrorSummary
              title={words.form.summary}
              errors={order.filter((name) => errors[name]).map((name) => ({ field: name, text: errors[name]! }))}
            />
            <Form method="post" encType="multipart/form-data" className="mt-2">
              <FormProtectionInputs {...protection} />
              <WriterFields field={field} />
              <TextAreaField {...field("why")} label={words.board.why} maxLength={MAX_MESSAGE_CHARACTERS} />
              <TextAreaField {...field("skills")} label={words.board.skills} maxLength={MAX_MESSAGE_CHARACTERS} />
              <div className="mt-5">
                <label htmlFor={CV_FIELD} className="block font-semibold text-slate-900">
                  {words.board.cv}
                </label>
                <p id={`${CV_FIELD}-hint`} className="mt-1 text-sm text-slate-700">
                  {words.board.cvHint}
                </p>
                {cv.error ? (
                  <p id={`${CV_FIELD}-error`} className="mt-1 font-medium text-red-700">
                    {cv.error}
                  </p>
                ) : null}
                <input
                  id={CV_FIELD}
                  name={CV_FIELD}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  aria-describedby={cv.error ? `${CV_FIELD}-hint ${CV_FIELD}-error` : `${CV_FIELD}-hint`}
                  aria-invalid={cv.error ? true : undefined}
                  data-first-error={cv.firstError ? "" : undefined}
                  className="mt-1 w-full rounded-lg border border-slate-500 bg-white px-3 py-2"
                />
              </div>
              <Button className="mt-6">{words.board.submit}</Button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
