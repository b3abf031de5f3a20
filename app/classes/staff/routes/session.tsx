import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AttendanceForms, Completions, Roster, SessionFacts, SignUpSwitch } from "~/classes/staff/SessionPieces";
import { classMessages } from "~/classes/staff/words";
import { staffPages } from "~/config/routes";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffMeta } from "~/kits/console/staffMeta";

import { classSessionLoader, classSessionAction } from "~/classes/staff/sessionPage.server";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
export const meta = staffMeta("Class session");

export const loader = (args: LoaderFunctionArgs) => classSessionLoader(args);

export const action = (args: ActionFunctionArgs) => classSessionAction(args);

export default function StaffClassSession() {
  const { session, seats, hostName, share, progress, attendance, started } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const students = seats.filter((seat) => seat.state === "seat");
  return (
    <>
      <StaffBackLink to={staffPages.classes.path}>All classes</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{session.title}</h1>
      {answer ? (
        <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice>
      ) : search.get("made") ? (
        <StaffNotice tone="ok">{classMessages.created}</StaffNotice>
      ) : null}
      <SessionFacts session={session} hostName={hostName} />
      <SignUpSwitch open={session.signUpOpen} />
      <p className="mt-4">
        <a
          href={`/staff/classes/${session.id}/students.csv`}
          className="font-semibold text-brand-dark underline"
          download
        >
          Students as a CSV file for funders
        </a>
      </p>
      <Roster seats={seats} />
      <AttendanceForms session={session} students={students} attendance={attendance} started={started} />
      <Completions progress={progress} total={session.meetings.length} share={share} />
    </>
  );
}
