import { Form } from "@remix-run/react";
import type { MailToPerson } from "~/staff/server/outboxReview.server";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useStaffFormProtection, useStaffTime } from "~/kits/console/staffFrame";
import { mailKindWords, mailSearchWords as words, mailStateWord } from "~/staff/mailWords";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { Button } from "~/components/Button";
import { StaffField } from "~/kits/console/StaffField";

export type MailSearchResult = { address: string; problem: string | null; messages: MailToPerson[]; keptDays: number };

/** The mail page's search by address and its answer. */
export function MailSearch({ search }: { search: MailSearchResult | null }) {
  const time = useStaffTime();
  const protection = useStaffFormProtection();
  const sent = search?.messages.filter((message) => message.state === "sent").length ?? 0;
  return (
    <StaffSection id="search" heading={words.heading} className="mt-6">
      <p className="mt-2 max-w-3xl text-slate-700">{words.intro}</p>
      <Form method="post" className="mt-3 flex max-w-xl flex-wrap items-end gap-3">
        <FormProtectionInputs {...protection} />
        <StaffField id="to" label={words.label} className="min-w-0 flex-1 basis-60">
          <input
            id="to"
            name="to"
            type="email"
            required
            autoComplete="off"
            defaultValue={search?.address ?? ""}
            className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
          />
        </StaffField>
        <Button size="medium">{words.button}</Button>
      </Form>
      {search?.problem ? <StaffNotice tone="problem">{search.problem}</StaffNotice> : null}
      {search && !search.problem ? (
        <div className="mt-4">
          <p role="status" className="font-semibold">
            {search.messages.length > 0
              ? words.found(search.messages.length, search.address, sent)
              : words.none(search.address)}
          </p>
          <p className="mt-1 text-sm text-slate-700">{words.kept(search.keptDays)}</p>
          {search.messages.length > 0 ? (
            <StaffTable
              label="Messages to this address"
              caption={`Messages to ${search.address}, newest first`}
              columns={[
                "Message",
                "What",
                "Written",
                "Where it stands",
                "Sent",
                numericColumn("Tries"),
                "What went wrong",
              ]}
              rowHeader
              small
              className="mt-3"
              rows={rowsById(search.messages, (message) => [
                `${message.id}: ${message.subject}`,
                mailKindWords[message.kind] ?? message.kind,
                time(message.createdAt),
                mailStateWord(message.state, message.attempts),
                message.sentAt ? time(message.sentAt) : "Not sent",
                message.attempts,
                message.error ?? "Nothing",
              ])}
            />
          ) : null}
        </div>
      ) : null}
    </StaffSection>
  );
}
