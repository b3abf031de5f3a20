/** `/auth/code`: sign in with a code texted to a mobile number (issue 38); see `app/kits/signIn/codePage.server.ts`. */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TextCodeForms } from "~/kits/signIn/TextCodeForms";
import { codePageAction, codePageLoader } from "~/kits/signIn/codePage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/auth");
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => codePageLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => codePageAction(request, context);

export default function TextCodePage() {
  const shown = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 shadow-lg">
        <TextCodeForms view={answered ?? shown} />
      </div>
    </section>
  );
}
