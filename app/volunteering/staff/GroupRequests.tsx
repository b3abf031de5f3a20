/**
 * The days of service leaders asked for, each with the form that confirms it: the shift's role, place and times
 * (its day and places are the request's), made reserved for the group, and the leader emailed its link.
 */
import { Button } from "~/components/Button";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffSection } from "~/kits/console/StaffSection";
import { CheckboxField, SelectField, TextField } from "~/kits/forms/FormFields";
import { roles } from "~/volunteering/roles";
import type { KeptGroupRequest } from "~/volunteering/server/groupRequests.server";
import { roleNames } from "./shiftForm";

export function GroupRequests({ requests }: { requests: KeptGroupRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <StaffSection id="groups" heading={`Days of service asked for (${requests.length})`} className="mt-10 max-w-3xl">
      {requests.map((request) => {
        const id = (name: string) => `${name}-${request.id}`;
        return (
          <StaffActionForm
            key={request.id}
            action="group"
            seen={request.id}
            className="mt-4 rounded-lg border border-slate-300 p-4"
          >
            <h3 className="text-lg font-bold">{request.organisation}</h3>
            <p>{`${request.leader} (${request.email}) asks for ${request.date}, ${request.people} people.`}</p>
            <SelectField name={id("role")} label="Role" value={roles[0]}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleNames[role]}
                </option>
              ))}
            </SelectField>
            <TextField name={id("title")} label="Title" value={`${request.organisation}: day of service`} />
            <TextField name={id("place")} label="Place" value="" />
            <CheckboxField name={id("remote")} label="Remote" checked={false} />
            <TextField name={id("starts")} label="Starts" maxLength={5} value="10:00" />
            <TextField name={id("ends")} label="Ends" maxLength={5} value="13:00" />
            <TextField name={id("minimumAge")} label="Minimum age" inputMode="numeric" value="16" />
            <Button className="mt-4">{`Confirm ${request.organisation}'s shift and email the link`}</Button>
          </StaffActionForm>
        );
      })}
    </StaffSection>
  );
}
