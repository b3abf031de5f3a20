import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffPages } from "~/config/routes";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";
import { useStaffFormProtection, useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { boundFields, SelectField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { MAX_HIDE_REASON } from "~/donations/leaderboard";
import { staffLeaderboardAction, staffLeaderboardLoader } from "~/donations/staff/leaderboardPage.server";

export const meta = staffMeta(staffPages.leaderboard.title);

export const loader = (args: LoaderFunctionArgs) => staffLeaderboardLoader(args);

export const action = (args: ActionFunctionArgs) => staffLeaderboardAction(args);

/** The companies' leaderboard as staff see it (decision 126): what is shown, who chose it, and hiding an entry. */
export default function StaffLeaderboard() {
  const { entries, choices, hidden, hideable } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const time = useStaffTime();
  const refused = answer && !answer.ok ? answer : null;
  const field = boundFields(refused?.typed ?? { company: hideable[0] ?? "", reason: "" }, {});
  return (
    <>
      <h1 className="text-3xl font-bold">Leaderboard</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The public leaderboard (/leaderboard) lists a company only when a donor whose donations name it chose so in
        their portal, counting only that donor&apos;s devices received. Hide an entry that is not a real company name.
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <StaffTable
        label="Shown"
        caption="The companies the public leaderboard shows, ranked"
        className="mt-8"
        columns={[numericColumn("Rank"), "Company", numericColumn("Computers")]}
        rows={entries.map((entry) => ({
          key: entry.company,
          cells: [String(entry.rank), entry.company, String(entry.devices)],
        }))}
      />
      <StaffSection id="choices" heading="Donors' choices" className="mt-10">
        <StaffTable
          label="Choices"
          caption="Each donor's choice for a company their donations name, the latest first"
          columns={["Company", "Donor's email", "Choice", "Chosen"]}
          rows={choices.map((choice) => ({
            key: `${choice.emailKey} ${choice.key}`,
            cells: [
              choice.company,
              choice.emailKey,
              choice.listed ? "Listed" : "Not listed",
              `${time(choice.chosenAt)} by champion ${choice.chosenBy}`,
            ],
          }))}
        />
      </StaffSection>
      {hideable.length > 0 ? (
        <StaffSection id="hide" heading="Hide a company" className="mt-10 max-w-2xl">
          <Form method="post">
            <FormProtectionInputs {...protection} />
            <input type="hidden" name="action" value="hide" />
            <SelectField {...field("company")} label="Company">
              {hideable.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
            </SelectField>
            <TextField
              {...field("reason")}
              label="Reason"
              hint="Why it is not a real company name, such as “a person's name”. Shown to staff only."
              maxLength={MAX_HIDE_REASON}
            />
            <Button kind="danger" size="medium" type="submit" className="mt-6">
              Hide the company
            </Button>
          </Form>
        </StaffSection>
      ) : null}
      <StaffSection id="hidden" heading="Hidden companies" className="mt-10">
        <StaffTable
          label="Hidden"
          caption="The companies staff hid, with the reason"
          columns={["Company", "Reason", "Hidden", ""]}
          rows={hidden.map((company) => ({
            key: company.key,
            cells: [
              company.company,
              company.reason,
              `${time(company.hiddenAt)} by ${company.hiddenBy}`,
              <StaffActionForm key="show" action="show" seen={company.key}>
                <Button kind="secondary" size="small" type="submit">
                  Show {company.company} again
                </Button>
              </StaffActionForm>,
            ],
          }))}
        />
      </StaffSection>
    </>
  );
}
