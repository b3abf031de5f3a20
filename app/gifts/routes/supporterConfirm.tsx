import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { supporterConfirmAction, supporterConfirmLoader } from "~/gifts/campaigns/supporterConfirm.server";
import { supporterWordsIn, useSupporterWords } from "~/gifts/campaigns/words";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";

export const meta: MetaFunction = ({ location }) => [
  { title: `${supporterWordsIn(localeFromPath(location.pathname)).confirm.heading} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  supporterConfirmLoader(request, params.slug ?? "", params.token ?? "");

export const action = ({ request, params }: ActionFunctionArgs) =>
  supporterConfirmAction(request, params.slug ?? "", params.token ?? "");

/** The page a supporter's emailed link opens: a button that confirms their page, or what came of it. */
export default function SupporterConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const { state, protection } = useActionData<typeof action>() ?? loaded;
  const words = useSupporterWords().confirm;
  const sentence = { ask: words.intro, done: words.done, used: words.used, unknown: words.unknown, stale: words.stale };
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-2xl text-lg">
        <h1 className="text-3xl font-bold">{state === "done" ? words.doneHeading : words.heading}</h1>
        <p className="mt-4" role={state === "ask" ? undefined : "status"} data-testid="supporter-answer">
          {sentence[state]}
        </p>
        {state === "ask" || state === "stale" ? (
          <Form method="post" className="mt-6">
            <FormProtectionInputs {...protection} />
            <Button>{words.button}</Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
