/**
 * One meeting's roll call: a box for each student holding a seat, ticked where attendance is already recorded, big
 * enough to tick on a phone. Staff and a host partner's caseworker take attendance with the same list.
 */
export function AttendanceChecklist({
  legend,
  meeting,
  students,
  attendance,
}: {
  legend: string;
  meeting: number;
  students: { seq: number; name: string }[];
  /** The meetings each seat attended, by the seat's number. */
  attendance: Record<number, number[]>;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {students.map((student) => (
        <label key={student.seq} className="flex items-center gap-3 py-2 text-lg">
          <input
            type="checkbox"
            name="present"
            value={student.seq}
            defaultChecked={(attendance[student.seq] ?? []).includes(meeting)}
            className="h-6 w-6"
          />
          {student.name}
        </label>
      ))}
    </fieldset>
  );
}
