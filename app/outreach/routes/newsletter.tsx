import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useAnsweredForm } from "~/outreach/components/useAnsweredForm";
import { Button } from "~/components/Button";
import { EmailField, FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { newsletterAction, newsletterLoader } from "~/outreach/server/newsletterPages.server";
import { useOutreachWords } from "~/outreach/words";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/newsletter");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => newsletterLoader(request);

/** The footer of every page posts here too. */
export const action = ({ request, context }: ActionFunctionArgs) => newsletterAction(request, context.clientAddress);

export default function NewsletterPage() {
  const { protection, answer } = useAnsweredForm<Awaited<ReturnType<typeof newsletterLoader>>["data"]>();
  const words = useOutreachWords();
  const refused = answer && !answer.done ? answer : null;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold">{answer?.done ? words.newsletter.checkHeading : words.newsletter.title}</h1>
        {answer?.done ? (
          <p role="status" className="mt-4 text-lg" data-testid="newsletter-answer">
            {words.newsletter.check(answer.email)}
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg">{words.newsletter.intro}</p>
            <FormProblem problem={refused && refused.problem !== "email" ? words.errors[refused.problem] : null} />
            <Form method="post" className="mt-2 max-w-xl">
              <FormProtectionInputs {...protection} />
              <EmailField
                name="email"
                label={words.newsletter.email}
                autoComplete="email"
                value={refused?.typed ?? ""}
                error={refused?.problem === "email" ? words.errors.email : undefined}
                firstError={refused?.problem === "email"}
              />
              <Button className="mt-6">{words.newsletter.submit}</Button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
