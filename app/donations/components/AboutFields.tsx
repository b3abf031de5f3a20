import { TextField, boundFields, EmailField, PhoneField } from "~/kits/forms/FormFields";
import { useDonationWords } from "~/donations/words";
import type { Typed } from "~/donations/answers";

/** Who gives: the company (optional), the person, their email and phone. */
export function AboutFields({ typed, errors }: { typed: Typed; errors: Record<string, string> }) {
  const words = useDonationWords();
  const field = boundFields(typed, errors);
  return (
    <>
      <TextField
        {...field("company")}
        label={`${words.about.company} ${words.pages.optional}`}
        hint={words.about.companyHint}
        autoComplete="organization"
      />
      <TextField {...field("name")} label={words.about.name} autoComplete="name" maxLength={120} />
      <EmailField {...field("email")} label={words.about.email} hint={words.about.emailHint} autoComplete="email" />
      <PhoneField {...field("phone")} label={words.about.phone} hint={words.about.phoneHint} autoComplete="tel" />
    </>
  );
}
