/** A shift's sign-up: its facts, the form with the waiver (this year's text, signed by typing a name), or the answer. */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { SignUpAnswer } from "~/kits/places/PlaceAnswers";
import { TextLink } from "~/components/LocaleLink";
import { useLocale } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import { boundFields, EmailField, FormProblem, PhoneField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import type { PublicShift } from "~/volunteering/server/publicShifts.server";
import type { SignUpAnswer as Answer } from "~/volunteering/server/signUpPage.server";
import { shiftDayIn, useVolunteerWords, waiverIn } from "~/volunteering/words";

type Page = { shift: PublicShift; protection: FormProtectionProps; answer: Answer | null };

const ORDER = ["name", "email", "phone", "age", "signature", "guardian"] as const;

export function ShiftSignUp({ page }: { page: Page }) {
  const { shift, protection, answer } = page;
  const words = useVolunteerWords();
  const locale = useLocale();
  const waiver = waiverIn(locale);
  const when = `${shiftDayIn(locale, shift.date)}, ${clockTime(locale, shift.starts)}–${clockTime(locale, shift.ends)}`;
  if (answer?.done)
    return (
      <SignUpAnswer
        title={shift.title}
        answer={answer}
        words={words.done}
        back={{ to: "/volunteer#shifts", label: words.done.back }}
      >
        {answer.signedBy ? <p className="mt-2">{words.done.signed(answer.signedBy)}</p> : null}
      </SignUpAnswer>
    );
  const refused = answer && !answer.done ? answer : null;
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, key]) => [field, words.form.errors[key]]),
  );
  const field = boundFields(refused?.typed ?? {}, errors, ORDER);
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <p>
          <TextLink to="/volunteer#shifts">{words.done.back}</TextLink>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{words.form.title(shift.title)}</h1>
        <dl className="mt-4">
          <dt className="font-semibold">{words.form.when}</dt>
          <dd>{when}</dd>
          <dt className="mt-2 font-semibold">{words.form.where}</dt>
          <dd>{shift.place ?? words.list.remote}</dd>
        </dl>
        <p className="mt-4">{words.form.intro}</p>
        <FormProblem problem={refused?.problem ? words.form.errors[refused.problem] : null} />
        <Form method="post" className="mt-4 max-w-xl">
          <FormProtectionInputs {...protection} />
          <TextField {...field("name")} label={words.form.name} autoComplete="name" />
          <EmailField {...field("email")} label={words.form.email} hint={words.form.emailHint} autoComplete="email" />
          <PhoneField {...field("phone")} label={words.form.phone} hint={words.form.phoneHint} autoComplete="tel" />
          <TextField
            {...field("age")}
            label={words.form.age}
            hint={words.form.ageHint(shift.minimumAge)}
            inputMode="numeric"
            maxLength={3}
          />
          <section aria-labelledby="waiver-heading" className="mt-8 rounded-lg border border-slate-300 bg-white p-4">
            <h2 id="waiver-heading" className="text-xl font-bold">
              {words.form.waiverHeading}
            </h2>
            <p className="text-sm text-slate-700">{words.form.waiverVersion(waiver.version)}</p>
            {waiver.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2">
                {paragraph}
              </p>
            ))}
            <p className="mt-4 font-semibold">{words.form.waiverIntro}</p>
            <TextField {...field("signature")} label={words.form.signature} />
            <TextField {...field("guardian")} label={words.form.guardian} />
          </section>
          <Button className="mt-6">{words.form.submit}</Button>
        </Form>
      </div>
    </section>
  );
}
