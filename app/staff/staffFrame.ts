import { useRouteLoaderData } from "@remix-run/react";
import type { FormProtectionProps } from "~/components/portal/FormProtectionInputs";

/** What the staff console's frame (`routes/staff.tsx`) loads for every staff page. */
export type StaffFrameData = { signedInAs: string | null; protection: FormProtectionProps };

/** The hidden CSRF token and honeypot of the staff forms, loaded once by the frame for every staff page. */
export function useStaffFormProtection(): FormProtectionProps {
  const frame = useRouteLoaderData("routes/staff") as StaffFrameData | undefined;
  if (!frame) throw new Error("A staff page is rendered outside the staff frame");
  return frame.protection;
}
