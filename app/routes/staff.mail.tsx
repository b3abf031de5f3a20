import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormProtectionInputs } from "~/components/portal/FormProtectionInputs";
import { StaffNotice } from "~/components/staff/StaffNotice";
import { cell, numericCell, numericColumn, StaffTable } from "~/components/staff/StaffTable";
import { staffPages } from "~/config/routes";
import { outboxCounts, recentMailFailures, resendMail } from "~/server/mail/outboxReview.server";
import { wakeMailSender } from "~/server/mail/sender.server";
import { readGuardedForm, singleText } from "~/server/platform/formGuard.server";
import { log, maskEmail } from "~/server/platform/log.server";
import { db } from "~/server/records/store.server";
import { requireStaff } from "~/server/staff/staffAccess.server";
import { useStaffFormProtection } from "~/staff/staffFrame";
import { staffTime } from "~/staff/staffTime";
import { staffMeta } from "~/staff/staffMeta";

export const meta = staffMeta(staffPages.mail.title);

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const FAILURES_SHOWN = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  return { counts: outboxCounts(store, Date.now() - WEEK_MS), failures: recentMailFailures(store, FAILURES_SHOWN) };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return data({ ok: false, message: guarded.spam ? "Please use the form on this page." : guarded.message }, { status: guarded.spam ? 400 : guarded.status });
  const id = Number(singleText(guarded.form, "resend"));
  if (!Number.isSafeInteger(id) || id <= 0) return data({ ok: false, message: "Please use the form on this page." }, { status: 400 });
  const refusal = resendMail(db(), id);
  log.info("staff mail resend", { by: maskEmail(staff), id, outcome: refusal ? "refused" : "queued" });
  if (refusal) return data({ ok: false, message: `Message ${id} was not sent again. ${refusal}` }, { status: 409 });
  wakeMailSender();
  return { ok: true, message: `Message ${id} is queued to be sent again.` };
}

const stateWords: Record<string, string> = {
  expired: "Set aside: too late to send",
  abandoned: "Set aside: interrupted while sending",
  pending: "Waiting: will be retried",
  sending: "Sending",
};

export default function StaffMail() {
  const { counts, failures } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  return (
    <>
      <h1 className="text-3xl font-bold">Mail</h1>
      {result ? <StaffNotice tone={result.ok ? "ok" : "problem"}>{result.message}</StaffNotice> : null}
      <section aria-labelledby="week" className="mt-6">
        <h2 id="week" className="text-xl font-bold">
          The last 7 days
        </h2>
        <dl className="mt-3 grid max-w-xl grid-cols-3 gap-4">
          {[
            ["Waiting", counts.waiting],
            ["Sent", counts.sent],
            ["Set aside", counts.setAside],
          ].map(([label, count]) => (
            <div key={label} className="rounded-lg border border-slate-300 p-4">
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
            columns={["Message", "To", "Written", "State", numericColumn("Attempts"), "Error", "Send again"]}
            small
            className="mt-3"
          >
            {failures.map((failure) => (
              <tr key={failure.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {failure.id}: {failure.subject}
                </th>
                <td className={cell}>{failure.to}</td>
                <td className={cell}>{staffTime(failure.createdAt)}</td>
                <td className={cell}>{stateWords[failure.state] ?? failure.state}</td>
                <td className={numericCell}>{failure.attempts}</td>
                <td className={`${cell} break-words`}>{failure.error ?? "No error recorded"}</td>
                <td className={cell}>
                  {failure.cannotResend ? (
                    <span>{failure.cannotResend}</span>
                  ) : (
                    <Form method="post">
                      <FormProtectionInputs {...protection} />
                      <button
                        type="submit"
                        name="resend"
                        value={failure.id}
                        className="rounded border border-brand-dark px-3 py-1 font-semibold text-brand-dark"
                      >
                        Send again<span className="sr-only"> message {failure.id}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </>
  );
}
