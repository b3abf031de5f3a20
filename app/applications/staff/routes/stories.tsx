import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffPages } from "~/config/routes";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffTable } from "~/kits/console/StaffTable";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffStoriesAction, staffStoriesLoader } from "~/applications/staff/storiesPage.server";

export const meta = staffMeta(staffPages.stories.title);

export const loader = (args: LoaderFunctionArgs) => staffStoriesLoader(args);

export const action = (args: ActionFunctionArgs) => staffStoriesAction(args);

/** The stories people agreed to share: each reaches the donor of their device; staff choose which /impact shows. */
export default function StaffStories() {
  const { stories } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const time = useStaffTime();
  return (
    <>
      <h1 className="text-3xl font-bold">{staffPages.stories.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Answers to the follow-up&rsquo;s first question that the person agreed to share, with their first name or
        without a name. Each already shows to the donor of their device; choose the ones the public /impact page shows.
        An answer not to be shared is never kept here.
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      {stories.length === 0 ? (
        <p className="mt-6">No shared stories yet.</p>
      ) : (
        <StaffTable
          className="mt-6"
          label="Stories"
          caption="Stories people agreed to share, newest first"
          columns={["Shared", "By", "Story", "On /impact"]}
          rows={stories.map((story) => ({
            key: story.contactId,
            cells: [
              time(story.createdAt),
              story.firstName ?? "Anonymous",
              <span key="story" className="whitespace-pre-line [overflow-wrap:anywhere]">
                {story.story}
              </span>,
              <StaffActionForm key="form" action={story.onImpact ? "hide" : "show"} seen="">
                <input type="hidden" name="id" value={story.contactId} />
                <Button size="small" kind={story.onImpact ? "secondary" : "primary"}>
                  {story.onImpact ? "Take off /impact" : "Show on /impact"}
                </Button>
              </StaffActionForm>,
            ],
          }))}
        />
      )}
    </>
  );
}
