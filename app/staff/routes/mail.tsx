import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { MailSearch } from "~/staff/components/MailSearch";
import { TextOutbox } from "~/staff/components/TextOutbox";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import { staffPages } from "~/config/routes";
import { mailKindWords, mailStateWord } from "~/staff/mailWords";
import { useStaffFormProtection, useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffMailLoader, staffMailAction } from "~/staff/server/mailPage.server";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.mail.title);
const FAILURES_SHOWN = 50;

export const loader = (args: LoaderFunctionArgs) => staffMailLoader(args, FAILURES_SHOWN);

export const action = (args: ActionFunctionArgs) => staffMailAction(args);

export default function StaffMail() {
  const { counts, failures, texts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const result = answer?.kind === "resend" ? answer : null;
  const protection = useStaffFormProtection();
  const time = useStaffTime();
  return (
    <>
      <h1 className="text-3xl font-bold">Mail</h1>
      {result ? <StaffNotice tone={result.ok ? "ok" : "problem"}>{result.message}</StaffNotice> : null}
      <MailSearch search={answer?.kind === "search" ? answer.search : null} />
      <section aria-labelledby="week" className="mt-10">
        <h2 id="week" className="text-xl font-bold">
          The last 7 days
        </h2>
        <dl className="mt-3 grid max-w-xl grid-cols-3 gap-2 sm:gap-4">
          {[
            ["Waiting", counts.waiting],
            ["Sent", counts.sent],
            ["Set aside", counts.setAside],
          ].map(([label, count]) => (
            <div key={label} className="rounded-lg border border-slate-300 p-3 sm:p-4">
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-2xl font-bold">{count}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="failures" className="mt-10">
        <h2 id="failures" className="text-xl font-bold">
          Latest failures
        </h2>
        {failures.length === 0 ? (
          <p className="mt-3">No message has failed.</p>
        ) : (
          <StaffTable
            label="Failures"
            caption={`The latest ${FAILURES_SHOWN} messages that failed, newest first`}
            columns={[
              "Message",
              "To",
              "What",
              "Written",
              "Where it stands",
              numericColumn("Tries"),
              "What went wrong",
              "Send again",
            ]}
            rowHeader
            small
            className="mt-3"
            rows={rowsById(failures, (failure) => [
              `${failure.id}: ${failure.subject}`,
              failure.to,
              mailKindWords[failure.kind] ?? failure.kind,
              time(failure.createdAt),
              mailStateWord(failure.state, failure.attempts),
              failure.attempts,
              failure.error ?? "No error recorded",
              failure.cannotResend ? (
                <span>{failure.cannotResend}</span>
              ) : (
                <Form method="post">
                  <FormProtectionInputs {...protection} />
                  <Button name="resend" value={failure.id} kind="secondary" size="small">
                    Send again<span className="sr-only"> message {failure.id}</span>
                  </Button>
                </Form>
              ),
            ])}
          />
        )}
      </section>
      <TextOutbox review={texts} />
    </>
  );
}
