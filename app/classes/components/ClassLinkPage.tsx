/** What an emailed class link opens: the question and its one button, then what was done, or why the link is gone. */
import { Form } from "@remix-run/react";
import { useClassWords } from "~/classes/words";
import { Link } from "~/components/LocaleLink";
import { FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Button } from "~/components/Button";

export type ClassLinkView = {
  kind: "cancel" | "confirm";
  title: string | null;
  state: "ask" | "done" | "gone" | "stale" | "limited";
  /** A seat offered: when the offer stops being theirs. */
  deadline?: string;
  protection: FormProtectionProps;
};

export function ClassLinkPage({ page }: { page: ClassLinkView }) {
  const all = useClassWords();
  const words = page.kind === "cancel" ? all.cancel : all.offer;
  const done = page.kind === "cancel" ? all.cancel.cancelled : all.offer.confirmed;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">{words.title}</h1>
        {page.state === "done" ? (
          <p role="status" className="mt-4 text-lg font-semibold" data-testid="class-link-answer">
            {done}
          </p>
        ) : page.state === "gone" || page.title === null ? (
          <p className="mt-4 text-lg" data-testid="class-link-answer">
            {words.gone}
          </p>
        ) : (
          <>
            <FormProblem
              problem={
                page.state === "stale"
                  ? all.form.errors.stale
                  : page.state === "limited"
                    ? all.form.errors.limited
                    : null
              }
            />
            <p className="mt-4 text-lg">{words.question(page.title)}</p>
            {page.kind === "confirm" && page.deadline ? (
              <p className="mt-2" data-testid="offer-deadline">
                {all.offer.deadline(page.deadline)}
              </p>
            ) : null}
            <Form method="post" className="mt-4">
              <FormProtectionInputs {...page.protection} />
              <Button>{words.button}</Button>
            </Form>
          </>
        )}
        <p className="mt-8">
          <Link to="/dsclasses#sessions" className="font-semibold text-brand-dark underline">
            {all.session.back}
          </Link>
        </p>
      </div>
    </section>
  );
}
