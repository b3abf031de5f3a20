/** The fields every inbox form asks first: who writes, and an email address or a mobile number to answer. */
import { EmailField, PhoneField, TextField } from "~/kits/forms/FormFields";
import { useOutreachWords } from "~/outreach/words";

export type BoundField = (name: string) => { name: string; error?: string; firstError: boolean; value: string };

export function WriterFields({ field }: { field: BoundField }) {
  const words = useOutreachWords().form;
  return (
    <>
      <TextField {...field("name")} label={words.name} autoComplete="name" maxLength={200} />
      <EmailField {...field("email")} label={words.email} hint={words.emailHint} autoComplete="email" />
      <PhoneField {...field("phone")} label={words.phone} hint={words.phoneHint} autoComplete="tel" />
    </>
  );
}

/** The errors' sentences by field, in the page's language, and the summary at the form's top. */
export function useFormErrors(errors: Partial<Record<string, string>>) {
  const words = useOutreachWords();
  return Object.fromEntries(
    Object.entries(errors).map(([name, key]) => [name, words.errors[key as keyof typeof words.errors]]),
  ) as Partial<Record<string, string>>;
}

/** The answer once a form is sent: its heading, and where the acknowledgement went. */
export function FormSent({ heading, sentTo }: { heading: string; sentTo: { email: string } | { textTo: string } }) {
  const words = useOutreachWords().contact;
  return (
    <div role="status" className="rounded-lg border-2 border-emerald-700 bg-emerald-50 p-5" data-testid="form-sent">
      <h2 className="text-xl font-bold">{heading}</h2>
      <p className="mt-2">{"email" in sentTo ? words.sentByEmail(sentTo.email) : words.sentByText(sentTo.textTo)}</p>
    </div>
  );
}
