import { Link } from "@remix-run/react";
import { Button } from "~/components/Button";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { useStaffTime } from "~/kits/console/staffFrame";
import { HELP_OUTCOMES, MAX_ANSWER_LENGTH, helpAllows, type HelpOutcome } from "~/applications/helpRequests";
import type { QueuedHelpRequest } from "~/applications/server/helpRequests.server";
import { applicantPath } from "./ApplicantsTable";
import { outcomeLabels, sourceLabels } from "./helpWords";

export type HelpCard = QueuedHelpRequest & { warrantyEndsAt: number | null };

const fieldClass = "mt-1 w-full rounded-lg border border-slate-500 px-3 py-2";

/** One request for help: who, which device, what is wrong, where the warranty stands, and the forms to act on it. */
export function HelpRequestCard({ request, now }: { request: HelpCard; now: number }) {
  const time = useStaffTime();
  const headingId = `help-${request.id}`;
  const device = request.itemId
    ? `${request.model ?? "Model not recorded"} (${request.itemId})`
    : "No device on record";
  const warranty =
    request.warrantyEndsAt === null
      ? "Not delivered through this site"
      : request.warrantyEndsAt > now
        ? `Within warranty, until ${time(request.warrantyEndsAt)}`
        : `Warranty ended ${time(request.warrantyEndsAt)}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={headingId} className="text-xl font-bold [overflow-wrap:anywhere]">
        <Link to={applicantPath(request.contactId)} className="underline">
          {request.name ?? request.contactId}
        </Link>
        {`: ${device}`}
      </h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Asked</dt>
        <dd>{`${time(request.createdAt)}, from ${sourceLabels[request.source]}`}</dd>
        <dt className="font-semibold">What is wrong</dt>
        <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{request.problem}</dd>
        <dt className="font-semibold">Warranty</dt>
        <dd>{warranty}</dd>
        <dt className="font-semibold">State</dt>
        <dd data-testid="help-state">
          {request.state === "closed" && request.outcome
            ? `Closed: ${outcomeLabels[request.outcome as HelpOutcome]}`
            : request.state === "answered"
              ? `Answered by ${request.answeredVia} ${request.answeredAt ? time(request.answeredAt) : ""}`
              : "Open: not answered yet"}
        </dd>
        {request.answer ? (
          <>
            <dt className="font-semibold">Last answer</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{request.answer}</dd>
          </>
        ) : null}
      </dl>
      {helpAllows("answer", request.state) ? <AnswerForm request={request} /> : null}
      {helpAllows("close", request.state) ? <CloseForm request={request} /> : null}
    </article>
  );
}

function AnswerForm({ request }: { request: HelpCard }) {
  const ways = [
    ...(request.mobile ? [{ value: "text", label: `By text to the number they chose` }] : []),
    ...(request.email ? [{ value: "email", label: `By email` }] : []),
  ];
  if (ways.length === 0) return <p className="mt-4">No email address or mobile number to answer to.</p>;
  const id = `answer-${request.id}`;
  return (
    <StaffActionForm action="answer" seen={request.state} className="mt-4">
      <input type="hidden" name="id" value={request.id} />
      <label htmlFor={id} className="font-semibold">
        Answer (the person reads it)
      </label>
      <textarea id={id} name="answer" rows={3} maxLength={MAX_ANSWER_LENGTH} className={fieldClass} />
      <fieldset className="mt-2">
        <legend className="font-semibold">Send it</legend>
        {ways.map((way, index) => (
          <label key={way.value} className="mr-4 inline-flex items-center gap-2 py-1">
            <input type="radio" name="via" value={way.value} defaultChecked={index === 0} className="h-5 w-5" />
            {way.label}
          </label>
        ))}
      </fieldset>
      <Button size="medium" className="mt-2">
        Send the answer
      </Button>
    </StaffActionForm>
  );
}

function CloseForm({ request }: { request: HelpCard }) {
  const id = `outcome-${request.id}`;
  return (
    <StaffActionForm action="close" seen={request.state} className="mt-4">
      <input type="hidden" name="id" value={request.id} />
      <label htmlFor={id} className="font-semibold">
        How it ended
      </label>
      <select id={id} name="outcome" className={`${fieldClass} sm:w-auto`} defaultValue="">
        <option value="" disabled>
          Choose
        </option>
        {HELP_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {outcomeLabels[outcome]}
          </option>
        ))}
      </select>
      <Button size="medium" kind="secondary" className="mt-2 sm:ml-3">
        Close the request
      </Button>
    </StaffActionForm>
  );
}
