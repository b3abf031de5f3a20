/** The waitlist of the festival's sold-out ticket kinds: which kind, a name, an email and the emails' language. */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { useEventWords } from "~/events/words";
import { useLocale } from "~/i18n";
import { ChoiceField, EmailField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Notice } from "~/kits/forms/Notice";
import type { TicketAnswer } from "~/events/server/waitlistPage.server";

export function WaitlistForm(props: {
  kinds: readonly { id: string; name: string }[];
  protection: FormProtectionProps;
  answer: TicketAnswer | undefined;
}) {
  const { kinds, protection } = props;
  const { waitlist: w } = useEventWords();
  const locale = useLocale();
  const answer = props.answer?.typed.form === "waitlist" ? props.answer : undefined;
  const typed = answer?.typed;
  return (
    <section aria-labelledby="waitlist" className="mt-8 max-w-xl rounded-lg bg-white p-5 shadow">
      <h3 id="waitlist" className="text-xl font-bold">
        {w.heading}
      </h3>
      <p className="mt-2">{w.intro}</p>
      {answer ? <Notice tone={answer.tone}>{answer.message}</Notice> : null}
      <Form method="post">
        <FormProtectionInputs {...protection} />
        <input type="hidden" name="intent" value="waitlist" />
        <ChoiceField
          name="wait_kind"
          legend={w.which}
          value={typed?.kindId || kinds[0]!.id}
          choices={kinds.map((kind) => ({ value: kind.id, label: kind.name }))}
        />
        <TextField name="wait_name" label={w.name} value={typed?.name ?? ""} autoComplete="name" />
        <EmailField name="wait_email" label={w.email} value={typed?.email ?? ""} />
        <ChoiceField
          name="wait_language"
          legend={w.language}
          value={typed?.language || locale}
          choices={(["en", "es"] as const).map((language) => ({ value: language, label: w.languages[language] }))}
        />
        <Button type="submit" className="mt-4">
          {w.join}
        </Button>
      </Form>
    </section>
  );
}
