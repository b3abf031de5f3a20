/**
 * A class session's page in the console: its facts, the sign-up switch, the roster and waitlist, who completes,
 * and one attendance form per meeting (a list of checkboxes and one button: usable on a phone).
 */
import { Form } from "@remix-run/react";
import { AttendanceChecklist } from "~/classes/components/AttendanceChecklist";
import type { ReactNode } from "react";
import { courseNames } from "~/classes/courses";
import { classHours } from "~/classes/meetings";
import type { StudentProgress } from "~/classes/server/attendance.server";
import type { ClassSession } from "~/classes/server/sessions.server";
import type { Seat } from "~/classes/server/seats.server";
import { Facts } from "~/kits/console/Facts";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useStaffFormProtection, useStaffTime } from "~/kits/console/staffFrame";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";
import { clockTime } from "~/i18n/clockTime";
import { classMessages, languageNames, seatStateWords, staffClassDay } from "./words";
import { StaffSection } from "~/kits/console/StaffSection";
import { displayPhone } from "~/sms/phoneNumber";
import { Button } from "~/components/Button";

function PostForm({ action, children }: { action: string; children: ReactNode }) {
  const protection = useStaffFormProtection();
  return (
    <Form method="post" className="mt-3">
      <FormProtectionInputs {...protection} />
      <input type="hidden" name="action" value={action} />
      {children}
    </Form>
  );
}

export function SessionFacts({ session, hostName }: { session: ClassSession; hostName: string | null }) {
  const first = session.meetings[0];
  const last = session.meetings.at(-1);
  return (
    <Facts
      facts={[
        ["Course", courseNames[session.course]],
        ["Language", languageNames[session.language]],
        ["Place", session.place ?? "Online"],
        ["Host partner", hostName ?? "None"],
        [
          "Meetings",
          `${session.meetings.length}${first && last ? `, ${staffClassDay(first.date)} to ${staffClassDay(last.date)}, ${first.starts}–${first.ends}` : ""}`,
        ],
        ["Hours", String(classHours(session.meetings))],
        ["Seats", `${session.seatsTaken} of ${session.capacity} taken, ${session.waiting} waiting`],
        ["Sign-up", session.signUpOpen ? "Open" : "Closed"],
      ]}
    />
  );
}

export function SignUpSwitch({ open }: { open: boolean }) {
  return (
    <PostForm action={open ? "close" : "open"}>
      <Button size="medium">{open ? "Close sign-up" : "Open sign-up"}</Button>
    </PostForm>
  );
}

export function Roster({ seats }: { seats: Seat[] }) {
  const time = useStaffTime();
  const groups: { label: string; seats: Seat[] }[] = [
    { label: "Roster", seats: seats.filter((seat) => seat.state === "seat" || seat.state === "offered") },
    { label: "Waitlist", seats: seats.filter((seat) => seat.state === "waitlist") },
    { label: "Cancelled", seats: seats.filter((seat) => seat.state === "cancelled") },
  ];
  return (
    <>
      {groups.map((group) => (
        <section key={group.label} aria-labelledby={`group-${group.label}`} className="mt-10">
          <h2 id={`group-${group.label}`} className="text-xl font-bold">
            {group.label} ({group.seats.length})
          </h2>
          <StaffTable
            empty={<p className="mt-3">Nobody.</p>}
            label={group.label}
            caption={`${group.label}: name, email or mobile number, place, signed up`}
            columns={["Name", "Email or mobile", "Place", "Signed up"]}
            rowHeader
            rows={group.seats.map((seat) => ({
              key: seat.seq,
              cells: [
                seat.name,
                seat.email || displayPhone(seat.phone ?? ""),
                seatStateWords[seat.state],
                time(seat.signedUpAt),
              ],
            }))}
          />
        </section>
      ))}
    </>
  );
}

export function Completions({ progress, total, share }: { progress: StudentProgress[]; total: number; share: number }) {
  return (
    <StaffSection id="completions" heading="Completions" className="mt-10">
      <p className="text-sm text-slate-700">
        A student completes by attending at least {Math.round(share * 100)}% of the {total} meetings.
      </p>
      <StaffTable
        empty={<p className="mt-3">Nobody holds a seat.</p>}
        label="Completions"
        caption="Completions: student, meetings attended, completes, certificate"
        columns={["Student", numericColumn("Attended"), "Completes", "Certificate"]}
        rowHeader
        rows={progress.map((row) => ({
          key: row.seat.seq,
          cells: [
            row.seat.name,
            `${row.attended} of ${total}`,
            row.completes ? "Yes" : "No",
            row.completes ? <ResendCertificate seat={row.seat} /> : "",
          ],
        }))}
      />
    </StaffSection>
  );
}

/** The certificate's email (or text) sent again to a student who lost it; the button names them for a screen reader. */
function ResendCertificate({ seat }: { seat: Seat }) {
  return (
    <PostForm action="resend-certificate">
      <input type="hidden" name="seat" value={seat.seq} />
      <Button size="medium" aria-label={`Send the certificate again to ${seat.name}`}>
        Send the certificate again
      </Button>
    </PostForm>
  );
}

/**
 * One form per meeting that has started: every student holding a seat, ticked when they were recorded present; a
 * meeting still to come says when its attendance opens instead.
 */
export function AttendanceForms(props: {
  session: ClassSession;
  students: Seat[];
  attendance: Record<number, number[]>;
  started: number[];
}) {
  const { session, students, attendance, started } = props;
  const time = useStaffTime();
  return (
    <StaffSection id="attendance" heading="Attendance" className="mt-10">
      {students.length === 0 ? <p className="mt-3">Nobody holds a seat yet.</p> : null}
      {students.length
        ? session.meetings.map((meeting) => (
            <details key={meeting.number} className="mt-4 rounded-lg border border-slate-300 p-3">
              <summary className="cursor-pointer font-semibold">
                Meeting {meeting.number}: {staffClassDay(meeting.date)}, {meeting.starts}–{meeting.ends}
                {meeting.attendanceTakenAt ? ` (taken ${time(meeting.attendanceTakenAt)})` : " (not taken)"}
              </summary>
              {started.includes(meeting.number) ? (
                <PostForm action="attendance">
                  <input type="hidden" name="meeting" value={meeting.number} />
                  <AttendanceChecklist
                    legend={`Present at meeting ${meeting.number}`}
                    meeting={meeting.number}
                    students={students}
                    attendance={attendance}
                  />
                  <Button size="medium" className="mt-2">
                    Save attendance for meeting {meeting.number}
                  </Button>
                </PostForm>
              ) : (
                <p className="mt-3">
                  {classMessages.opens(clockTime("en", meeting.starts), staffClassDay(meeting.date))}
                </p>
              )}
            </details>
          ))
        : null}
    </StaffSection>
  );
}
