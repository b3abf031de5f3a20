/**
 * The partner application's form, rendered on the server so it works without JavaScript: each field with its
 * sentence when it cannot be used, every error listed at the top, what was typed kept.
 */
import { Form } from "@remix-run/react";
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  TextAreaField,
  TextField,
  boundFields,
  EmailField,
  PhoneField,
} from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { LONG_TEXT, partnerFormFields, type PartnerTyped } from "~/partners/partnerApplicationForm";
import { usePartnerApplicationWords } from "~/partners/partnerApplicationWords";
import { partnerRegions } from "~/kits/records/partnerRegions";
import { Button } from "~/components/Button";

export function PartnerApplicationForm({
  protection,
  submissionId,
  errors,
  typed,
}: {
  protection: FormProtectionProps;
  submissionId: string;
  errors: Record<string, string>;
  typed: PartnerTyped;
}) {
  const words = usePartnerApplicationWords();
  const field = boundFields(typed, errors, partnerFormFields);
  const errorList = partnerFormFields
    .filter((name) => errors[name])
    .map((name) => ({ field: name, text: errors[name]! }));
  const optional = (label: string) => `${label} ${words.page.optional}`;
  return (
    <>
      <ErrorSummary title={words.page.errorSummary} errors={errorList} />
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        <input type="hidden" name="submission" value={submissionId} />
        <TextField {...field("organization")} label={words.fields.organization} autoComplete="organization" />
        <TextField
          {...field("ein")}
          label={words.fields.ein}
          hint={words.fields.einHint}
          inputMode="numeric"
          maxLength={12}
        />
        <SelectField {...field("region")} label={words.fields.region}>
          <option value="">{words.fields.chooseRegion}</option>
          {partnerRegions.map((region) => (
            <option key={region} value={region}>
              {words.fields.regions[region]}
            </option>
          ))}
        </SelectField>
        <TextField {...field("address")} label={words.fields.address} hint={words.fields.addressHint} maxLength={240} />
        <TextField
          {...field("website")}
          label={optional(words.fields.website)}
          hint={words.fields.websiteHint}
          autoComplete="url"
          maxLength={200}
        />
        <fieldset className="mt-8">
          <legend className="text-xl font-bold text-slate-900">{words.fields.contactHeading}</legend>
          <TextField {...field("contactName")} label={words.fields.contactName} autoComplete="name" maxLength={120} />
          <EmailField
            {...field("email")}
            label={words.fields.email}
            hint={words.fields.emailHint}
            autoComplete="email"
          />
          <PhoneField {...field("phone")} label={words.fields.phone} autoComplete="tel" />
        </fieldset>
        <TextAreaField {...field("services")} label={words.fields.services} maxLength={LONG_TEXT} />
        <TextAreaField
          {...field("distribution")}
          label={words.fields.distribution}
          hint={words.fields.distributionHint}
          maxLength={LONG_TEXT}
        />
        <fieldset className="mt-8">
          <legend className="text-xl font-bold text-slate-900">{words.fields.confirmHeading}</legend>
          <CheckboxField
            {...field("confirmMission")}
            label={words.fields.confirmMission}
            checked={typed.confirmMission === "yes"}
          />
          <CheckboxField
            {...field("confirmDistribution")}
            label={words.fields.confirmDistribution}
            checked={typed.confirmDistribution === "yes"}
          />
        </fieldset>
        <Button size="wide" className="mt-8">
          {words.page.send}
        </Button>
      </Form>
    </>
  );
}
