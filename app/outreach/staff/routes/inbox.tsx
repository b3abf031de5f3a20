import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { staffMeta } from "~/kits/console/staffMeta";
import { useStaffTime } from "~/kits/console/staffFrame";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { inboxListLoader } from "~/outreach/staff/inboxPages.server";
import type { InboxMessage } from "~/outreach/server/inboxMessages.server";
import { outreachWordsIn } from "~/outreach/words";
import { inboxWords } from "~/outreach/staff/words";

export const meta = staffMeta(staffPages.inbox.title);

export const loader = ({ request }: LoaderFunctionArgs) => inboxListLoader(request);

const topicName = (message: InboxMessage) => outreachWordsIn("en").topics[message.topic];

function MessagesTable({ label, messages }: { label: string; messages: InboxMessage[] }) {
  const time = useStaffTime();
  return (
    <StaffTable
      label={label}
      caption={label}
      columns={inboxWords.columns}
      rowHeader
      className="mt-3"
      rows={rowsById(messages, (message) => [
        <Link key="link" to={`${staffPages.inbox.path}/${message.id}`} className="text-brand-dark underline">
          {time(message.receivedAt)}
        </Link>,
        message.name,
        topicName(message),
        message.assignedTo ?? inboxWords.nobody,
      ])}
    />
  );
}

export default function StaffInbox() {
  const { open, closed } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold">{inboxWords.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{inboxWords.intro}</p>
      <section aria-labelledby="open" className="mt-8">
        <h2 id="open" className="text-xl font-bold">
          {inboxWords.open(open.length)}
        </h2>
        {open.length ? (
          <MessagesTable label="Open messages" messages={open} />
        ) : (
          <p className="mt-3">{inboxWords.none}</p>
        )}
      </section>
      {closed.length ? (
        <section aria-labelledby="closed" className="mt-10">
          <h2 id="closed" className="text-xl font-bold">
            {inboxWords.closed}
          </h2>
          <MessagesTable label="Closed messages" messages={closed} />
        </section>
      ) : null}
    </>
  );
}
