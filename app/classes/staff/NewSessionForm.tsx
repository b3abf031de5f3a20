/** The staff form that makes a class session: the course, where and when it meets, and how many seats. */
import { Form } from "@remix-run/react";
import { courseNames, courses } from "~/classes/courses";
import { MAX_WEEKS, weekdays } from "~/classes/meetings";
import type { Host } from "~/classes/server/hosts.server";
import { CheckboxField, SelectField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import type { SessionFields } from "./sessionForm";
import { languageNames, weekdayNames } from "./words";
import { StaffSection } from "~/kits/console/StaffSection";
import { Button } from "~/components/Button";

export function NewSessionForm(props: {
  hosts: Host[];
  typed: SessionFields;
  problem: { field: keyof SessionFields; message: string } | null;
}) {
  const { hosts, typed, problem } = props;
  const protection = useStaffFormProtection();
  const error = (field: keyof SessionFields) => (problem?.field === field ? problem.message : undefined);
  const first = (field: keyof SessionFields) => problem?.field === field;
  return (
    <StaffSection
      id="new-session"
      heading="New session"
      className="mt-10 max-w-3xl rounded-lg border border-slate-300 p-4"
    >
      <Form method="post">
        <FormProtectionInputs {...protection} />
        <SelectField
          name="course"
          label="Course"
          value={typed.course}
          error={error("course")}
          firstError={first("course")}
        >
          {courses.map((course) => (
            <option key={course} value={course}>
              {courseNames[course]}
            </option>
          ))}
        </SelectField>
        <TextField
          name="title"
          label="Title"
          hint="What students see beside the course, such as “Tuesday evenings in Newark”."
          value={typed.title}
          error={error("title")}
          firstError={first("title")}
        />
        <SelectField
          name="language"
          label="Language of instruction"
          value={typed.language}
          error={error("language")}
          firstError={first("language")}
        >
          {(["en", "es"] as const).map((language) => (
            <option key={language} value={language}>
              {languageNames[language]}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="partnerId"
          label="Host partner"
          value={typed.partnerId}
          error={error("partnerId")}
          firstError={first("partnerId")}
        >
          <option value="">None (our own class)</option>
          {hosts.map((host) => (
            <option key={host.id} value={host.id}>
              {host.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="place"
          label="Place"
          hint="The partner's address or one of our offices, as students should read it. Leave it empty for an online class."
          value={typed.place}
          error={error("place")}
          firstError={first("place")}
        />
        <CheckboxField name="online" label="Online" checked={typed.online} />
        <TextField
          name="capacity"
          label="Seats"
          inputMode="numeric"
          maxLength={3}
          value={typed.capacity}
          error={error("capacity")}
          firstError={first("capacity")}
        />
        <TextField
          name="first"
          type="date"
          label="First meeting"
          value={typed.first}
          error={error("first")}
          firstError={first("first")}
        />
        <TextField
          name="weeks"
          label="Weeks"
          hint={`1 for a single meeting; up to ${MAX_WEEKS} for a weekly series.`}
          inputMode="numeric"
          maxLength={2}
          value={typed.weeks}
          error={error("weeks")}
          firstError={first("weeks")}
        />
        <fieldset className="mt-5">
          <legend className="font-semibold">Also meets on</legend>
          <p className="text-sm text-slate-700">The first meeting's day of the week is always one of them.</p>
          {problem?.field === "days" ? <p className="font-medium text-red-700">{problem.message}</p> : null}
          <div className="mt-2 flex flex-wrap gap-4">
            {weekdays.map((day) => (
              <label key={day} className="flex items-center gap-2 py-1">
                <input
                  type="checkbox"
                  name="days"
                  value={day}
                  defaultChecked={typed.days.includes(String(day))}
                  className="h-5 w-5"
                />
                {weekdayNames[day]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          name="starts"
          label="Starts at"
          hint="24-hour time in the organisation's time zone, such as 18:00."
          maxLength={5}
          value={typed.starts}
          error={error("starts")}
          firstError={first("starts")}
        />
        <TextField
          name="ends"
          label="Ends at"
          maxLength={5}
          value={typed.ends}
          error={error("ends")}
          firstError={first("ends")}
        />
        <Button size="medium" className="mt-6">
          Make the session
        </Button>
      </Form>
    </StaffSection>
  );
}
