import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffMeta } from "~/kits/console/staffMeta";
import { ShiftFacts, ShiftRoster } from "~/volunteering/staff/ShiftPieces";
import { shiftAction, shiftLoader } from "~/volunteering/staff/shiftPages.server";

export const meta = staffMeta("Volunteer shift");

export const loader = (args: LoaderFunctionArgs) => shiftLoader(args);

export const action = (args: ActionFunctionArgs) => shiftAction(args);

export default function StaffVolunteerShift() {
  const { shift, places, started, signUpLink } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <>
      <StaffBackLink to={staffPages.volunteering.path}>All shifts</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{shift.title}</h1>
      {answer ? (
        <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice>
      ) : search.get("made") ? (
        <StaffNotice tone="ok">The shift is made.</StaffNotice>
      ) : null}
      <ShiftFacts shift={shift} signUpLink={signUpLink} />
      <ShiftRoster places={places} started={started} />
    </>
  );
}
