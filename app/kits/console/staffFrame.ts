import { useRouteLoaderData } from "@remix-run/react";
import type { FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { staffTime } from "./staffTime";

/** What the staff console's frame (`app/staff/routes/frame.tsx`) loads for every staff page. */
export type StaffFrameData = {
  signedInAs: string | null;
  protection: FormProtectionProps;
  /** The organisation's time zone (ORG_TIME_ZONE), in which every staff page shows its times. */
  timeZone: string;
};

function useStaffFrame(): StaffFrameData {
  const frame = useRouteLoaderData("staff/routes/frame") as StaffFrameData | undefined;
  if (!frame) throw new Error("A staff page is rendered outside the staff frame");
  return frame;
}

/** The hidden CSRF token and honeypot of the staff forms, loaded once by the frame for every staff page. */
export function useStaffFormProtection(): FormProtectionProps {
  return useStaffFrame().protection;
}

/** Formats a moment for a staff page, in the organisation's time zone. */
export function useStaffTime(): (ms: number) => string {
  const { timeZone } = useStaffFrame();
  return (ms) => staffTime(ms, timeZone);
}
