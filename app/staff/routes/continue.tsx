import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { readGuardedForm } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { recordActivity } from "~/kits/records/activity.server";
import { db } from "~/db/serverStore.server";
import { staffSessions } from "~/kits/console/staffAccess.server";
import { checkStaffLink, redeemStaffLink } from "~/staff/server/staffSignIn.server";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMessages } from "~/kits/console/staffMessages";
import { staffMeta } from "~/kits/console/staffMeta";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.continue.title);

/** Opening the emailed link only checks it, so a mail scanner's prefetch does not use it up. */
export async function loader({ request }: LoaderFunctionArgs) {
  const link = await checkStaffLink(new URL(request.url));
  return link.ok ? { jwt: link.jwt } : { jwt: null };
}

/** 'Continue' redeems the link, once, into a staff session. */
export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data(
      { error: guarded.spam ? staffMessages.linkFailed : guarded.message },
      { status: guarded.spam ? 400 : guarded.status },
    );
  const link = await redeemStaffLink(guarded.form);
  if (!link.ok) return data({ error: staffMessages.linkFailed }, { status: 400 });
  try {
    const cookie = await staffSessions.start(request, link.email, link.email);
    await recordActivity(db(), { kind: "staff-sign-in", actor: link.email, summary: "Signed in to the staff console" });
    log.info("staff session started", { by: maskEmail(link.email) });
    return redirect(staffPages.home.path, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    log.error("staff session not started", { error });
    return data({ error: staffMessages.sessionFailed }, { status: 503 });
  }
}

export default function StaffContinue() {
  const { jwt } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const problem = failed?.error ?? (jwt ? null : staffMessages.linkFailed);
  return (
    <div className="max-w-md">
      <h1 className="text-3xl font-bold">Staff sign-in</h1>
      {problem ? (
        <>
          <StaffNotice tone="problem">{problem}</StaffNotice>
          <p className="mt-6">
            <Link to={staffPages.signIn.path} className="font-semibold text-brand-dark underline">
              Ask for a new sign-in link
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-4">Press Continue to open the staff console.</p>
          <Form method="post" action={staffPages.continue.path} className="mt-6">
            <FormProtectionInputs {...protection} />
            <input type="hidden" name="jwt" value={jwt ?? ""} />
            <Button>Continue</Button>
          </Form>
        </>
      )}
    </div>
  );
}
