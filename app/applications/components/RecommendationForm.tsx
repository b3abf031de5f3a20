import { Form } from "@remix-run/react";
import {
  CheckboxField,
  ErrorSummary,
  FileField,
  FormProblem,
  TextAreaField,
  TextField,
  boundFields,
} from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { useApplicationWords } from "~/applications/words";
import { Button } from "~/components/Button";

/**
 * The recommendation's questions and its letter: the recommender's page (`/recommend/<token>`) and a partner's
 * caseworker's (`/partners/applicants/<id>/recommend`) show the same form and post it to the same handling.
 */
export function RecommendationForm({
  protection,
  errors,
  typed,
  problem,
}: {
  protection: FormProtectionProps;
  errors: Record<string, string>;
  typed: Record<string, string>;
  problem: string | null;
}) {
  const all = useApplicationWords();
  const words = all.recommend;
  const field = boundFields(typed, errors);
  return (
    <>
      <FormProblem problem={problem} />
      <ErrorSummary
        title={all.pages.errorSummary}
        errors={Object.entries(errors).map(([name, text]) => ({ field: name, text }))}
      />
      <Form method="post" encType="multipart/form-data" noValidate>
        <FormProtectionInputs {...protection} />
        <TextField {...field("howKnown")} label={words.howKnown} maxLength={1000} />
        <TextField {...field("howLong")} label={words.howLong} hint={words.howLongHint} maxLength={200} />
        <TextAreaField {...field("howHelp")} label={words.howHelp} />
        <CheckboxField {...field("servesRegion")} label={words.servesRegion} checked={typed.servesRegion === "yes"} />
        <FileField
          {...field("letter")}
          label={`${words.letter} ${all.pages.optional}`}
          hint={words.letterHint}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        />
        <Button size="wide" className="mt-6">
          {words.send}
        </Button>
      </Form>
    </>
  );
}
