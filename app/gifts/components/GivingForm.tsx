/**
 * The giving form (issue 47 §2), a plain post that works without JavaScript: the amount (presets and another), once
 * or monthly, the receipt's name and email, an optional mobile, covering the card fee (a sentence with the fee for
 * the amount chosen, or for each preset), an optional tribute with its notice, the employer, the listing choice.
 */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { useLocale } from "~/i18n";
import {
  boundFields,
  CheckboxField,
  ChoiceField,
  EmailField,
  ErrorSummary,
  FormProblem,
  PhoneField,
  TextField,
} from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { dollars, feeToCover, PRESET_CENTS } from "~/gifts/amounts";
import { useCampaignWords, useSupporterWords } from "~/gifts/campaigns/words";
import { chosenCents, GIVING_FIELDS } from "~/gifts/givingForm";
import type { GivingPage } from "~/gifts/server/givingPage.server";
import { useGiftWords } from "~/gifts/words";

export function GivingForm({ giving, protection }: { giving: GivingPage; protection: FormProtectionProps }) {
  const words = useGiftWords().giving;
  const campaignWords = useCampaignWords();
  const supporterWords = useSupporterWords();
  const locale = useLocale();
  const errors = Object.fromEntries(
    Object.entries(giving.errors).map(([field, key]) => [field, words.errors[key as keyof typeof words.errors]]),
  );
  const field = boundFields(giving.typed, errors, GIVING_FIELDS);
  const chosen = chosenCents(giving.typed);
  const rate = words.feeRate(String(giving.fee.percent), dollars(giving.fee.fixedCents, locale));
  const examples = PRESET_CENTS.map((cents) =>
    words.feeExample(dollars(feeToCover(cents, giving.fee), locale), dollars(cents, locale)),
  ).join(", ");
  const summary = GIVING_FIELDS.filter((name) => errors[name]).map((name) => ({ field: name, text: errors[name]! }));
  return (
    <Form method="post" className="max-w-xl rounded-xl bg-white p-5 shadow-sm" aria-labelledby="giving-heading">
      <h3 id="giving-heading" className="sr-only">
        {words.heading}
      </h3>
      <ErrorSummary title={words.errorTitle} errors={summary} />
      <FormProblem problem={giving.problem ? words.problems[giving.problem] : null} />
      {giving.left ? (
        <p role="status" className="mt-2 font-medium">
          {words.left}
        </p>
      ) : null}
      <FormProtectionInputs {...protection} />
      {giving.campaign ? (
        <>
          <input type="hidden" name="campaign" value={giving.campaign.id} />
          {giving.campaign.supporter ? (
            <input type="hidden" name="supporter" value={giving.campaign.supporter.id} />
          ) : null}
          <p className="mt-2 font-medium" data-testid="giving-campaign">
            {giving.campaign.supporter
              ? supporterWords.givingThrough(giving.campaign.title, giving.campaign.supporter.name)
              : campaignWords.givingFor(giving.campaign.title)}
          </p>
        </>
      ) : null}
      <ChoiceField
        {...field("amount")}
        legend={words.amount}
        choices={[
          ...PRESET_CENTS.map((cents) => ({ value: String(cents), label: dollars(cents, locale) })),
          { value: "other", label: words.other },
        ]}
      />
      <TextField
        {...field("other")}
        label={words.otherAmount}
        hint={words.otherHint}
        inputMode="decimal"
        maxLength={12}
      />
      <ChoiceField
        {...field("frequency")}
        legend={words.frequency}
        choices={[
          { value: "once", label: words.once },
          { value: "monthly", label: words.monthly },
        ]}
      />
      <TextField {...field("name")} label={words.name} hint={words.nameHint} autoComplete="name" maxLength={120} />
      <EmailField {...field("email")} label={words.email} hint={words.emailHint} autoComplete="email" />
      <PhoneField {...field("phone")} label={words.phone} hint={words.phoneHint} autoComplete="tel" />
      <CheckboxField
        name="coverFee"
        checked={giving.typed.coverFee === "yes"}
        label={
          <>
            {chosen
              ? words.coverFeeFor(dollars(feeToCover(chosen, giving.fee), locale), dollars(chosen, locale))
              : words.coverFee}
            <span className="mt-1 block text-sm text-slate-700">{words.feeHint(examples, rate)}</span>
          </>
        }
      />
      <ChoiceField
        {...field("tribute")}
        legend={words.tribute}
        choices={[
          { value: "none", label: words.tributeNone },
          { value: "honour", label: words.tributeHonour },
          { value: "memory", label: words.tributeMemory },
        ]}
      />
      <TextField {...field("tributeName")} label={words.tributeName} maxLength={120} />
      <EmailField {...field("noticeEmail")} label={words.noticeEmail} hint={words.noticeEmailHint} />
      <TextField {...field("noticeOn")} label={words.noticeOn} hint={words.noticeOnHint} type="date" />
      <TextField
        {...field("employer")}
        label={words.employer}
        hint={words.employerHint}
        autoComplete="organization"
        maxLength={120}
      />
      <CheckboxField name="listed" checked={giving.typed.listed === "yes"} label={words.listed} />
      <Button className="mt-6">{words.continue}</Button>
      <p className="mt-3 text-sm text-slate-700">{words.secure}</p>
    </Form>
  );
}
