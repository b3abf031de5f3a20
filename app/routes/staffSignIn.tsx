import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { SignInEmailInput } from "~/kits/signIn/SignInEmailInput";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { readSignInPost } from "~/kits/signIn/signInForm.server";
import { currentStaff } from "~/kits/console/staffAccess.server";
import { requestStaffSignIn } from "~/staff/server/staffSignIn.server";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMessages } from "~/kits/console/staffMessages";
import { signInWords } from "~/portal/content/en/guidance";
import { signInMailLimit, signInWindowMinutes } from "~/kits/signIn/signInMailLimit";
import { staffMeta } from "~/kits/console/staffMeta";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.signIn.title);

export async function loader({ request }: LoaderFunctionArgs) {
  if (await currentStaff(request)) throw redirect(staffPages.home.path);
  const signedOut = new URL(request.url).searchParams.get("signed-out") === "1";
  return { signedOut };
}

type ActionData = { sent: true } | { error: string; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readSignInPost(request, context);
  if ("answer" in post) return data<ActionData>(post.answer, { status: post.status });
  await requestStaffSignIn(post.email, post.clientAddress);
  return data<ActionData>({ sent: true });
}

export default function StaffSignIn() {
  const protection = useStaffFormProtection();
  const result = useActionData<typeof action>();
  const { signedOut } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-md">
      <h1 className="text-3xl font-bold">Staff sign-in</h1>
      {signedOut && !result ? <StaffNotice tone="ok">{staffMessages.signedOut}</StaffNotice> : null}
      <p className="mt-2 text-slate-700">Enter your work address; we email you a link that signs you in.</p>
      <Form method="post" className="mt-6 space-y-4">
        <FormProtectionInputs {...protection} />
        <label htmlFor="email" className="block font-semibold">
          Email
        </label>
        <SignInEmailInput
          typed={result && "error" in result ? result.email : undefined}
          className="w-full rounded-lg border border-slate-500 px-4 py-3"
        />
        <Button>Email me a sign-in link</Button>
      </Form>
      {result && "sent" in result ? (
        <StaffNotice tone="ok">
          {staffMessages.signInSent} {signInWords.held(signInMailLimit.mailsPerEmail, signInWindowMinutes)}
        </StaffNotice>
      ) : null}
      {result && "error" in result ? <StaffNotice tone="problem">{result.error}</StaffNotice> : null}
    </div>
  );
}
