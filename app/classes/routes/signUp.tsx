import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { sessionPath } from "~/classes/components/SessionList";
import { courseTitleIn } from "~/classes/courseTitles";
import { courseForTeens } from "~/classes/courses";
import { isSessionId } from "~/classes/server/sessions.server";
import { signUpAction, signUpLoader } from "~/classes/server/signUpPage.server";
import { classWordsIn, useClassWords } from "~/classes/words";
import { TextLink } from "~/components/LocaleLink";
import { org } from "~/config/org";
import { useLocale } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { CheckboxField, FormProblem, TextField, EmailField, PhoneField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { Button } from "~/components/Button";
import { SignUpAnswer } from "~/kits/places/PlaceAnswers";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  {
    title: `${data ? classWordsIn(localeFromPath(location.pathname)).form.title(data.session.title) : "404"} | ${org.name}`,
  },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

const notFound = () => new Response("Not Found", { status: 404, headers: personalHeaders() });

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isSessionId(params.sessionId)) throw notFound();
  return signUpLoader(request, params.sessionId);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSessionId(params.sessionId)) throw notFound();
  return signUpAction(request, params.sessionId, context.clientAddress);
}

export default function ClassSignUpPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { session, protection } = posted ?? loaded;
  const answer = posted?.answer ?? null;
  const words = useClassWords();
  const locale = useLocale();
  const course = courseTitleIn(locale, session.course);
  if (answer && answer.done)
    return (
      <SignUpAnswer
        title={session.title}
        answer={answer}
        words={words.done}
        back={{ to: sessionPath(session.id), label: session.title }}
      />
    );
  const refused = answer && !answer.done ? answer : null;
  const error = (field: "name" | "email" | "phone" | "teen") =>
    refused?.errors[field] ? words.form.errors[refused.errors[field]!] : undefined;
  const firstError = (["name", "email", "phone", "teen"] as const).find((field) => error(field));
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <p>
          <TextLink to={sessionPath(session.id)}>{session.title}</TextLink>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{words.form.title(course)}</h1>
        <p className="mt-2">{words.form.intro}</p>
        <FormProblem problem={refused?.problem ? words.form.errors[refused.problem] : null} />
        <Form method="post" className="mt-4 max-w-xl">
          <FormProtectionInputs {...protection} />
          <TextField
            name="name"
            label={words.form.name}
            autoComplete="name"
            value={refused?.typed.name ?? ""}
            error={error("name")}
            firstError={firstError === "name"}
          />
          <EmailField
            name="email"
            label={words.form.email}
            hint={words.form.emailHint}
            autoComplete="email"
            value={refused?.typed.email ?? ""}
            error={error("email")}
            firstError={firstError === "email"}
          />
          <PhoneField
            name="phone"
            label={words.form.phone}
            hint={words.form.phoneHint}
            autoComplete="tel"
            value={refused?.typed.phone ?? ""}
            error={error("phone")}
            firstError={firstError === "phone"}
          />
          {courseForTeens(session.course) ? (
            <CheckboxField
              name="teen"
              label={words.form.teen}
              checked={refused?.typed.teen ?? false}
              error={error("teen")}
              firstError={firstError === "teen"}
            />
          ) : null}
          <Button className="mt-6">{words.form.submit}</Button>
        </Form>
      </div>
    </section>
  );
}
