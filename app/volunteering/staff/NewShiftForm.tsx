/** The staff form that makes a shift: the role, where and when, how many places, the minimum age, a group. */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { StaffSection } from "~/kits/console/StaffSection";
import { CheckboxField, SelectField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { roles } from "~/volunteering/roles";
import { roleNames, type ShiftFields } from "./shiftForm";

export function NewShiftForm(props: {
  typed: ShiftFields;
  problem: { field: keyof ShiftFields; message: string } | null;
}) {
  const { typed, problem } = props;
  const protection = useStaffFormProtection();
  const field = (name: keyof ShiftFields) => ({
    name,
    error: problem?.field === name ? problem.message : undefined,
    firstError: problem?.field === name,
  });
  return (
    <StaffSection id="new-shift" heading="New shift" className="mt-10 max-w-3xl rounded-lg border border-slate-300 p-4">
      <Form method="post">
        <FormProtectionInputs {...protection} />
        <SelectField {...field("role")} label="Role" value={typed.role}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleNames[role]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field("title")}
          label="Title"
          hint="What volunteers see, such as “Saturday refurbishing”."
          value={typed.title}
        />
        <TextField {...field("place")} label="Place" hint="The address, for a shift in person." value={typed.place} />
        <CheckboxField {...field("remote")} label="Remote" checked={typed.remote} />
        <TextField {...field("date")} type="date" label="Day" value={typed.date} />
        <TextField
          {...field("starts")}
          label="Starts"
          hint="24-hour time in the organisation's time zone, such as 10:00."
          maxLength={5}
          value={typed.starts}
        />
        <TextField {...field("ends")} label="Ends" maxLength={5} value={typed.ends} />
        <TextField {...field("capacity")} inputMode="numeric" label="Places" value={typed.capacity} />
        <TextField {...field("minimumAge")} inputMode="numeric" label="Minimum age" value={typed.minimumAge} />
        <TextField
          {...field("groupName")}
          label="Reserved for a group (day of service)"
          hint="The group's name, such as a company or a school. Its shift is not listed: give the leader its sign-up link."
          value={typed.groupName}
        />
        <Button className="mt-6">Make the shift</Button>
      </Form>
    </StaffSection>
  );
}
