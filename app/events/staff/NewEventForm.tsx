/** The staff form that makes an event: its name in both languages, day and time, place, and each ticket kind. */
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { kindNames, ticketKinds, type EventFields } from "~/events/eventForm";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { StaffSection } from "~/kits/console/StaffSection";
import { TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";

export function NewEventForm({
  typed,
  problem,
}: {
  typed: EventFields;
  problem: { field: string; message: string } | null;
}) {
  const protection = useStaffFormProtection();
  const field = (name: keyof EventFields, label: string, type: "text" | "date" = "text", hint?: string) => (
    <TextField
      name={name}
      label={label}
      type={type}
      hint={hint}
      value={typed[name]}
      error={problem?.field === name ? problem.message : undefined}
      firstError={problem?.field === name}
    />
  );
  return (
    <StaffSection id="new-event" heading="New event" className="mt-10 max-w-3xl rounded-lg border border-slate-300 p-4">
      <Form method="post">
        <FormProtectionInputs {...protection} />
        {field("nameEn", "Name in English")}
        {field("nameEs", "Name in Spanish")}
        {field("day", "Day", "date", "YYYY-MM-DD")}
        {field("time", "Starts at", "text", "HH:MM, 24-hour")}
        {field("place", "Place")}
        {ticketKinds.map((kind) => (
          <fieldset key={kind} className="mt-6 rounded border border-slate-300 p-3">
            <legend className="px-1 font-semibold">{kindNames[kind].en} tickets</legend>
            {field(`${kind}_price`, "Price in dollars")}
            {field(`${kind}_quantity`, "How many")}
            {field(
              `${kind}_value`,
              "Fair-market value in dollars",
              "text",
              "What the ticket gives the buyer: food, drink.",
            )}
          </fieldset>
        ))}
        <Button type="submit" className="mt-6">
          Make the event
        </Button>
      </Form>
    </StaffSection>
  );
}
