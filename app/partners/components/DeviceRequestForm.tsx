import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { boundFields, ChoiceField, ErrorSummary, FormProblem, TextField } from "~/kits/forms/FormFields";
import { useRequestWords } from "~/partners/requestWords";
import { deviceKinds, programmeKinds, servedKinds } from "~/partners/deviceRequest";
import type { AskResult } from "~/partners/server/deviceRequestPages.server";

const order = ["programmeKind", "programmeName", "county", ...deviceKinds, "served", "servedKind", "neededBy"];

/** Asking for devices for a programme: what was typed comes back with a sentence beside each field to correct. */
export function DeviceRequestForm({
  protection,
  applicants,
  today,
  result,
}: {
  protection: FormProtectionProps;
  applicants: readonly { id: string; name: string }[];
  today: string;
  result: AskResult | undefined;
}) {
  const words = useRequestWords();
  const problems = result?.problems ?? {};
  const field = boundFields(result?.typed ?? {}, problems, [...order, "applicants"]);
  const summary = order
    .concat("applicants")
    .flatMap((name) => (problems[name] ? [{ field: name, text: problems[name]! }] : []));
  const ticked = new Set(result?.ticked ?? []);
  return (
    <>
      <ErrorSummary title={words.form.errors.summary} errors={summary} />
      {summary.length === 0 ? <FormProblem problem={result?.summary} /> : null}
      <Form method="post" noValidate className="max-w-xl">
        <FormProtectionInputs {...protection} />
        <ChoiceField
          {...field("programmeKind")}
          legend={words.form.programmeKind}
          choices={programmeKinds.map((kind) => ({ value: kind, label: words.kinds[kind] }))}
        />
        <TextField
          {...field("programmeName")}
          label={words.form.programmeName}
          hint={words.form.programmeNameHint}
          maxLength={120}
        />
        <TextField {...field("county")} label={words.form.county} maxLength={60} autoComplete="address-level2" />
        <fieldset className="mt-5">
          <legend className="font-semibold">{words.form.howMany}</legend>
          <p className="mt-1 text-sm text-slate-700">{words.form.howManyHint}</p>
          <div className="grid gap-x-4 sm:grid-cols-3">
            {deviceKinds.map((kind) => (
              <TextField
                key={kind}
                {...field(kind)}
                value={field(kind).value || "0"}
                label={words.devices[kind]}
                inputMode="numeric"
                maxLength={4}
              />
            ))}
          </div>
        </fieldset>
        <TextField {...field("served")} label={words.form.served} inputMode="numeric" maxLength={6} />
        <ChoiceField
          {...field("servedKind")}
          legend={words.form.servedKind}
          choices={servedKinds.map((kind) => ({ value: kind, label: words.form.servedKinds[kind] }))}
        />
        <TextField
          {...field("neededBy")}
          value={field("neededBy").value || today}
          label={words.form.neededBy}
          type="date"
        />
        <fieldset className="mt-5" aria-describedby={problems.applicants ? "applicants-error" : "applicants-hint"}>
          <legend className="font-semibold">{words.form.applicants}</legend>
          <p id="applicants-hint" className="mt-1 text-sm text-slate-700">
            {applicants.length ? words.form.applicantsHint : words.form.noApplicants}
          </p>
          {problems.applicants ? (
            <p id="applicants-error" className="mt-1 font-medium text-red-700">
              {problems.applicants}
            </p>
          ) : null}
          <ul className="mt-2">
            {applicants.map((applicant, index) => (
              <li key={applicant.id}>
                <label className="flex items-center gap-3 py-1 [overflow-wrap:anywhere]">
                  <input
                    type="checkbox"
                    name="applicants"
                    id={index === 0 ? "applicants" : undefined}
                    value={applicant.id}
                    defaultChecked={ticked.has(applicant.id)}
                    className="h-5 w-5 shrink-0"
                  />
                  {applicant.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button className="mt-6">{words.form.submit}</Button>
      </Form>
    </>
  );
}
