/** What a volunteer's link opens: the question and its one button, then what was done, or why the link is gone. */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { Link } from "~/components/LocaleLink";
import { FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import type { LinkPage } from "~/volunteering/server/linkPages.server";
import { useVolunteerWords } from "~/volunteering/words";

export function PlaceLinkPage({ page }: { page: LinkPage & { protection: FormProtectionProps } }) {
  const all = useVolunteerWords();
  const words = page.kind === "cancel" ? all.cancel : all.offer;
  const problem =
    page.state === "stale" ? all.form.errors.stale : page.state === "limited" ? all.form.errors.limited : null;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">{words.title}</h1>
        {page.state === "done" ? (
          <p role="status" className="mt-4 text-lg font-semibold" data-testid="place-link-answer">
            {words.done}
          </p>
        ) : page.state === "gone" || page.title === null ? (
          <p className="mt-4 text-lg" data-testid="place-link-answer">
            {words.gone}
          </p>
        ) : (
          <>
            <FormProblem problem={problem} />
            <p className="mt-4 text-lg">{words.question(page.title)}</p>
            {page.kind === "confirm" && page.deadline ? (
              <p className="mt-2">{all.offer.deadline(page.deadline)}</p>
            ) : null}
            <Form method="post" className="mt-4">
              <FormProtectionInputs {...page.protection} />
              <Button>{words.button}</Button>
            </Form>
          </>
        )}
        <p className="mt-8">
          <Link to="/volunteer#shifts" className="font-semibold text-brand-dark underline">
            {all.done.back}
          </Link>
        </p>
      </div>
    </section>
  );
}
