import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffPages } from "~/config/routes";
import { Facts } from "~/kits/console/Facts";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { SelectField, TextAreaField } from "~/kits/forms/FormFields";
import { MAX_MESSAGE_CHARACTERS } from "~/outreach/messageForms";
import { inboxMessageAction, inboxMessageLoader } from "~/outreach/staff/inboxPages.server";
import { inboxWords, languageNames } from "~/outreach/staff/words";
import { outreachWordsIn } from "~/outreach/words";
import { displayPhone } from "~/sms/phoneNumber";

export const meta = staffMeta("Message");

export const loader = ({ request, params }: LoaderFunctionArgs) => inboxMessageLoader(request, params.messageId);

export const action = ({ request, params }: ActionFunctionArgs) => inboxMessageAction(request, params.messageId);

export default function StaffInboxMessage() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  const { message, replies, seen, staff, replyFrom, answer } = page;
  const time = useStaffTime();
  const words = inboxWords;
  return (
    <>
      <StaffBackLink to={staffPages.inbox.path}>{words.back}</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{message.name}</h1>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <Facts
        className="mt-6"
        facts={[
          [words.facts.topic, outreachWordsIn("en").topics[message.topic]],
          [words.facts.email, message.email],
          [words.facts.phone, message.phone ? displayPhone(message.phone) : null],
          [words.facts.received, time(message.receivedAt)],
          [words.facts.language, languageNames[message.locale]],
        ]}
      />
      <blockquote className="mt-6 whitespace-pre-line rounded-lg border-l-4 border-slate-400 bg-slate-50 p-4">
        {message.body}
      </blockquote>
      <section aria-labelledby="assign" className="mt-8">
        <h2 id="assign" className="text-xl font-bold">
          {words.assigned}: {message.assignedTo ?? words.nobody}
        </h2>
        <StaffActionForm action="assign" seen={seen} className="flex flex-wrap items-end gap-3">
          <SelectField name="assignee" label={words.assignTo} value={message.assignedTo ?? ""}>
            <option value="">{words.nobody}</option>
            {staff.map((address) => (
              <option key={address} value={address}>
                {address}
              </option>
            ))}
          </SelectField>
          <Button kind="secondary" size="medium">
            {words.assign}
          </Button>
        </StaffActionForm>
      </section>
      <section aria-labelledby="replies" className="mt-8">
        <h2 id="replies" className="text-xl font-bold">
          {words.replies}
        </h2>
        {replies.length === 0 ? <p className="mt-2">{words.noReplies}</p> : null}
        {replies.map((reply) => (
          <article key={reply.id} className="mt-3 rounded-lg border border-slate-300 p-4">
            <p className="text-sm font-semibold">{words.replyBy(reply.sentBy, time(reply.sentAt))}</p>
            <p className="mt-2 whitespace-pre-line">{reply.body}</p>
          </article>
        ))}
        {message.state === "closed" ? null : message.email ? (
          <StaffActionForm action="reply" seen={seen} className="mt-4">
            <TextAreaField
              name="reply"
              label={words.reply}
              hint={words.replyHint(replyFrom)}
              value={answer && !answer.ok ? answer.typed : ""}
              maxLength={MAX_MESSAGE_CHARACTERS}
            />
            <Button className="mt-3" size="medium">
              {words.send}
            </Button>
          </StaffActionForm>
        ) : (
          <p className="mt-3">{words.noEmail(displayPhone(message.phone ?? ""))}</p>
        )}
      </section>
      <section aria-label="Close" className="mt-8">
        {message.state === "closed" ? (
          <p>{words.isClosed(message.closedBy ?? "", time(message.closedAt ?? 0))}</p>
        ) : null}
        <StaffActionForm action={message.state === "closed" ? "reopen" : "close"} seen={seen} className="mt-3">
          <Button kind="secondary" size="medium">
            {message.state === "closed" ? words.reopen : words.close}
          </Button>
        </StaffActionForm>
      </section>
    </>
  );
}
