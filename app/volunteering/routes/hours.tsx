import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { FormProblem, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { hoursRequestAction, hoursRequestLoader } from "~/volunteering/server/hoursPages.server";
import { useVolunteerWords, volunteerWordsIn } from "~/volunteering/words";

export const meta: MetaFunction = ({ location }) => [
  { title: `${volunteerWordsIn(localeFromPath(location.pathname)).hours.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => hoursRequestLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) => hoursRequestAction(request, context.clientAddress);

export default function VolunteerHoursRequestPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { protection, answer } = posted ?? loaded;
  const words = useVolunteerWords().hours;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">{words.title}</h1>
        {answer?.sent ? (
          <p role="status" className="mt-4 text-lg font-semibold" data-testid="hours-answer">
            {words.sent}
          </p>
        ) : (
          <>
            <p className="mt-2">{words.intro}</p>
            <FormProblem
              problem={answer?.problem && answer.problem !== "contact" ? words.errors[answer.problem] : null}
            />
            <Form method="post" className="mt-4 max-w-xl">
              <FormProtectionInputs {...protection} />
              <TextField
                name="contact"
                label={words.contact}
                value={answer?.typed ?? ""}
                error={answer?.problem === "contact" ? words.errors.contact : undefined}
                firstError={answer?.problem === "contact"}
              />
              <Button className="mt-6">{words.submit}</Button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
