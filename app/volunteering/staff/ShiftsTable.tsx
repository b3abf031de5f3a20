/** Shifts as the console lists them: each links to its page, with its role, day, place, places and group. */
import { Link } from "@remix-run/react";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import type { Shift } from "~/volunteering/server/shifts.server";
import { roleNames } from "./shiftForm";

export function ShiftsTable({ label, shifts }: { label: string; shifts: Shift[] }) {
  return (
    <StaffTable
      label={label}
      caption={`${label}: title, role, day and time, place, places held, waiting, group`}
      columns={["Shift", "Role", "When", "Place", numericColumn("Places"), numericColumn("Waiting"), "Group"]}
      rowHeader
      rows={rowsById(shifts, (shift) => [
        <Link key="title" to={`/staff/volunteering/${shift.id}`} className="font-semibold text-brand-dark underline">
          {shift.title}
        </Link>,
        roleNames[shift.role],
        `${shift.date} ${shift.starts}–${shift.ends}`,
        shift.place ?? "Remote",
        `${shift.held} of ${shift.capacity}`,
        shift.waiting,
        shift.groupName ?? "",
      ])}
    />
  );
}
