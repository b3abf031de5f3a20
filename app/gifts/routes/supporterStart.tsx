import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/Button";
import { org } from "~/config/org";
import { supporterStartAction, supporterStartLoader } from "~/gifts/campaigns/supporterStart.server";
import { useSupporterWords } from "~/gifts/campaigns/words";
import { SUPPORTER_FIELDS } from "~/gifts/campaigns/supporterForm";
import {
  boundFields,
  CheckboxField,
  EmailField,
  ErrorSummary,
  FormProblem,
  TextAreaField,
  TextField,
} from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.view.title} | ${org.name}` }, { name: "robots", content: "noindex" }] : [];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) => supporterStartLoader(request, params.slug ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  supporterStartAction(request, params.slug ?? "", context.clientAddress);

/** A supporter starts their own page under a campaign (issue 48 §3); it is shown once confirmed and approved. */
export default function SupporterStartPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { view, protection } = posted ?? loaded;
  const answer = posted?.answer ?? null;
  const words = useSupporterWords().start;
  if (answer?.done)
    return (
      <Frame heading={words.sentHeading}>
        <p role="status" className="mt-4" data-testid="supporter-answer">
          {words.sent(answer.email)}
        </p>
      </Frame>
    );
  if (view.ended)
    return (
      <Frame heading={words.heading(view.title)}>
        <p role="status" className="mt-4">
          {words.ended(view.ended)}
        </p>
      </Frame>
    );
  const refused = answer && !answer.done ? answer : null;
  const sentences = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, key]) => [field, key ? words.errors[key] : ""]),
  );
  const field = boundFields(refused?.typed ?? {}, sentences, SUPPORTER_FIELDS);
  const summary = SUPPORTER_FIELDS.filter((name) => sentences[name]).map((name) => ({
    field: name,
    text: sentences[name]!,
  }));
  return (
    <Frame heading={words.heading(view.title)}>
      <p className="mt-4">{words.intro}</p>
      <ErrorSummary title={words.errorTitle} errors={summary} />
      <FormProblem problem={refused?.problem ? words.problems[refused.problem] : null} />
      <Form method="post" className="mt-2 max-w-xl">
        <FormProtectionInputs {...protection} />
        <TextField {...field("name")} label={words.name} autoComplete="name" maxLength={80} />
        <EmailField {...field("email")} label={words.email} hint={words.emailHint} autoComplete="email" />
        <TextAreaField {...field("why")} label={words.why} hint={words.whyHint} maxLength={2000} />
        <TextField {...field("goal")} label={words.goal} hint={words.goalHint} inputMode="numeric" maxLength={8} />
        <CheckboxField name="listed" label={words.listed} checked={refused?.typed.listed === "yes"} />
        <Button className="mt-6">{words.submit}</Button>
      </Form>
    </Frame>
  );
}

function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-2xl text-lg">
        <h1 className="text-3xl font-bold">{heading}</h1>
        {children}
      </div>
    </section>
  );
}
