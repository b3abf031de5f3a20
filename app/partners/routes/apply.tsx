import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { TextLink } from "~/components/LocaleLink";
import { PartnerApplicationForm } from "~/partners/components/PartnerApplicationForm";
import { usePartnerApplicationWords } from "~/partners/partnerApplicationWords";
import type { RouteHandle } from "~/page/routeHandle";
import { partnerApplyAction, partnerApplyLoader } from "~/partners/server/partnerApplyPage.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/partner/apply");
// A form with a token and a submission id of its own: never cached. The partner page itself stays public and
// cached; its button leads here (decision 080).
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => partnerApplyLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => partnerApplyAction(request, context);

export default function PartnerApply() {
  const { protection, submissionId, cycle } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = usePartnerApplicationWords();
  if (result && "sent" in result) {
    const { organization, cycle: joined, email } = result.sent;
    return (
      <PartnerFrame heading={words.sent.heading}>
        <p className="mt-4 text-lg font-semibold" role="status">
          {words.sent.body(organization, joined)}
        </p>
        <p className="mt-3">{words.sent.next(email)}</p>
        <p className="mt-6">
          <TextLink to="/">{words.sent.home}</TextLink>
        </p>
      </PartnerFrame>
    );
  }
  const refused = result && "problem" in result ? result : null;
  return (
    <PartnerFrame heading={words.page.title}>
      <p className="mt-3">{words.page.intro}</p>
      <p className="mt-3 rounded-md border-l-4 border-accent bg-slate-50 p-3 font-semibold">
        {words.page.cycleNow(cycle)}
      </p>
      {refused?.problem ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {refused.problem}
        </p>
      ) : null}
      <PartnerApplicationForm
        protection={protection}
        submissionId={refused?.submissionId ?? submissionId}
        errors={refused?.errors ?? {}}
        typed={refused?.typed ?? {}}
      />
      <p className="mt-6">
        <TextLink to="/partner">{words.page.back}</TextLink>
      </p>
    </PartnerFrame>
  );
}

function PartnerFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-24">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow md:p-8">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}
