import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffMeta } from "~/kits/console/staffMeta";
import { HelpRequestCard } from "~/applications/staff/HelpRequestCard";
import { staffHelpAction, staffHelpLoader } from "~/applications/staff/helpPage.server";

export const meta = staffMeta(staffPages.help.title);

export const loader = (args: LoaderFunctionArgs) => staffHelpLoader(args);

export const action = (args: ActionFunctionArgs) => staffHelpAction(args);

/** Requests for help from delivered applicants (issue 50 §2): the open ones oldest first, then the latest closed. */
export default function StaffHelp() {
  const { requests, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold">{staffPages.help.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Asked from the tracker, by the follow-up&rsquo;s &ldquo;No&rdquo; or by a text reply. Answer by email or text
        (the person reads your words as written), then record how it ended.{" "}
        <Link to={staffPages.stories.path} className="underline">
          {staffPages.stories.title}
        </Link>
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      {requests.length === 0 ? (
        <p className="mt-6">No requests for help.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {requests.map((request) => (
            <li key={request.id}>
              <HelpRequestCard request={request} now={now} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
