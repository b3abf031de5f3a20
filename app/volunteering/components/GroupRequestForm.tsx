/** A group leader's request for a day of service, or the sentence that it was received. */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { TextLink } from "~/components/LocaleLink";
import { boundFields, EmailField, FormProblem, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import type { GroupAnswer } from "~/volunteering/server/groupPage.server";
import { useVolunteerWords } from "~/volunteering/words";

const ORDER = ["leader", "email", "organisation", "date", "people"] as const;

export function GroupRequestForm({ page }: { page: { protection: FormProtectionProps; answer: GroupAnswer | null } }) {
  const all = useVolunteerWords();
  const words = all.group;
  const answer = page.answer;
  const refused = answer && !answer.done ? answer : null;
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, key]) => [field, words.errors[key]]),
  );
  const field = boundFields(refused?.typed ?? {}, errors, ORDER);
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <p>
          <TextLink to="/volunteer#shifts">{all.done.back}</TextLink>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{words.title}</h1>
        {answer?.done ? (
          <p role="status" className="mt-4 text-lg font-semibold" data-testid="group-answer">
            {words.done(answer.organisation)}
          </p>
        ) : (
          <>
            <p className="mt-2">{words.intro}</p>
            <FormProblem problem={refused?.problem ? words.errors[refused.problem] : null} />
            <Form method="post" className="mt-4 max-w-xl">
              <FormProtectionInputs {...page.protection} />
              <TextField {...field("leader")} label={words.leader} autoComplete="name" />
              <EmailField {...field("email")} label={words.email} autoComplete="email" />
              <TextField {...field("organisation")} label={words.organisation} autoComplete="organization" />
              <TextField {...field("date")} type="date" label={words.date} hint={words.dateHint} />
              <TextField {...field("people")} label={words.people} inputMode="numeric" maxLength={3} />
              <Button className="mt-6">{words.submit}</Button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
