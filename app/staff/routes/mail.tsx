import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { MailSearch, type MailSearchResult } from "~/staff/components/MailSearch";
import { TextOutbox } from "~/staff/components/TextOutbox";
import { textOutboxReview } from "~/staff/server/textReview.server";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import { staffPages } from "~/config/routes";
import { mailToAddress, outboxCounts, recentMailFailures, resendMail } from "~/staff/server/outboxReview.server";
import { env } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { mailKindWords, mailSearchWords, mailStateWord } from "~/staff/mailWords";
import { useStaffFormProtection, useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.mail.title);

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FAILURES_SHOWN = 50;
const address = z.string().trim().email().max(254);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  return {
    counts: await outboxCounts(store, Date.now() - WEEK_MS),
    failures: await recentMailFailures(store, FAILURES_SHOWN),
    texts: await textOutboxReview(store, Date.now() - WEEK_MS, FAILURES_SHOWN),
  };
}

type ActionData = { kind: "resend"; ok: boolean; message: string } | { kind: "search"; search: MailSearchResult };

/** The messages to the address typed, or the sentence that says it is not an address. */
async function search(typed: string, staff: string) {
  const keptDays = Math.round(env().retentionMs / DAY_MS);
  const parsed = address.safeParse(typed);
  if (!parsed.success) {
    return data<ActionData>(
      {
        kind: "search",
        search: { address: typed.slice(0, 254), problem: mailSearchWords.badAddress, messages: [], keptDays },
      },
      { status: 400 },
    );
  }
  const messages = await mailToAddress(db(), parsed.data);
  log.info("staff mail search", { by: maskEmail(staff), for: maskEmail(parsed.data), found: messages.length });
  return data<ActionData>({ kind: "search", search: { address: parsed.data, problem: null, messages, keptDays } });
}

async function resend(idField: string | null, staff: string) {
  const id = Number(idField);
  if (!Number.isSafeInteger(id) || id <= 0)
    return data<ActionData>({ kind: "resend", ok: false, message: formOnly }, { status: 400 });
  const refusal = await resendMail(db(), id);
  log.info("staff mail resend", { by: maskEmail(staff), id, outcome: refusal ? "refused" : "queued" });
  if (refusal)
    return data<ActionData>(
      { kind: "resend", ok: false, message: `Message ${id} was not sent again. ${refusal}` },
      { status: 409 },
    );
  return data<ActionData>({ kind: "resend", ok: true, message: `Message ${id} is queued to be sent again.` });
}

const formOnly = "Please use the form on this page.";

/**
 * Both forms post, so an address searched for never sits in a URL (browser history, a proxy's access log).
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data<ActionData>(
      { kind: "resend", ok: false, message: guarded.spam ? formOnly : guarded.message },
      { status: guarded.spam ? 400 : guarded.status },
    );
  const typed = singleText(guarded.form, "to");
  return typed === null ? resend(singleText(guarded.form, "resend"), staff) : search(typed, staff);
}

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
