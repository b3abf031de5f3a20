import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffPages } from "~/config/routes";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import { useStaffFormProtection, useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { figureWordsIn } from "~/kits/figures/words";
import { boundFields, SelectField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { staffFiguresAction, staffFiguresLoader } from "~/staff/server/figuresPage.server";

export const meta = staffMeta(staffPages.figures.title);

export const loader = (args: LoaderFunctionArgs) => staffFiguresLoader(args);

export const action = (args: ActionFunctionArgs) => staffFiguresAction(args);

const names = figureWordsIn("en").figures;

/** The baseline's typed fields after the figure: what each asks for, and how much it takes. */
const typedFields = [
  {
    name: "value",
    label: "Count before this site's records",
    hint: "A whole number (pounds may have a fraction). It replaces the figure's baseline, if it has one.",
    inputMode: "decimal",
    maxLength: 20,
  },
  {
    name: "since",
    label: "Since (year)",
    hint: "The year the count runs from, such as 2019.",
    inputMode: "numeric",
    maxLength: 4,
  },
  {
    name: "reason",
    label: "Reason",
    hint: "Where the count comes from, such as “the 2023 impact report”. Shown to staff only.",
    maxLength: 300,
  },
] as const;

export default function StaffFigures() {
  const { figures } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const time = useStaffTime();
  const refused = answer && !answer.ok ? answer : null;
  const typed = refused?.typed ?? { figure: "computers", value: "", since: "", reason: "" };
  const field = boundFields(typed, refused?.field ? { [refused.field]: refused.message } : {});
  return (
    <>
      <h1 className="text-3xl font-bold">Impact figures</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The figures on the home, about and impact pages are counted from this site&apos;s records. Where the
        organisation counted before the records began, enter that count as a baseline: the pages show it openly as what
        came before, beside what was recorded here, never added in silently.
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <StaffTable
        label="Figures"
        caption="Each figure: what the records count and its baseline"
        className="mt-8"
        rowHeader
        columns={[
          "Figure",
          numericColumn("Recorded here"),
          numericColumn("Baseline"),
          "Since",
          "Reason",
          "Entered",
          "",
        ]}
        rows={rowsById(figures, (figure) => [
          names[figure.id].label,
          String(figure.recorded),
          figure.baseline ? String(figure.baseline.value) : "None",
          figure.baseline ? String(figure.baseline.sinceYear) : "",
          figure.baseline?.reason ?? "",
          figure.baseline ? `${time(figure.baseline.enteredAt)} by ${figure.baseline.enteredBy}` : "",
          figure.baseline ? (
            <StaffActionForm action="remove" seen={figure.id}>
              <Button kind="secondary" size="small" type="submit">
                Remove the baseline of {names[figure.id].label.toLowerCase()}
              </Button>
            </StaffActionForm>
          ) : (
            ""
          ),
        ])}
      />
      <StaffSection id="baseline" heading="Enter a baseline" className="mt-10 max-w-2xl">
        <Form method="post">
          <FormProtectionInputs {...protection} />
          <input type="hidden" name="action" value="save" />
          <SelectField {...field("figure")} label="Figure">
            {figures.map((figure) => (
              <option key={figure.id} value={figure.id}>
                {names[figure.id].label}
              </option>
            ))}
          </SelectField>
          {typedFields.map(({ name, ...described }) => (
            <TextField key={name} {...field(name)} {...described} />
          ))}
          <Button kind="primary" size="medium" type="submit" className="mt-6">
            Save the baseline
          </Button>
        </Form>
      </StaffSection>
    </>
  );
}
