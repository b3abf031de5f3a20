/** The page a staff sign-in link opens, in the console's frame (which gives the form its protection): 'Continue', or a way to ask again. */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMessages } from "~/kits/console/staffMessages";

export function StaffContinuePage() {
  const { jwt } = useLoaderData<{ jwt: string | null }>();
  const failed = useActionData<{ error?: string }>();
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
