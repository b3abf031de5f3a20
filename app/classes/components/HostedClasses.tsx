/**
 * The partner portal's class pages, in the page's language: the sessions the partner hosts, and one session's
 * attendance (a form per meeting that has started: every student holding a seat as a large checkbox and one
 * button, usable on a phone; a meeting still to come says when its attendance opens).
 */
import { Form } from "@remix-run/react";
import { AttendanceChecklist } from "~/classes/components/AttendanceChecklist";
import type { HostedSummary } from "~/classes/server/hostedSessions.server";
import { classDayIn, useClassWords } from "~/classes/words";
import { Link } from "~/components/LocaleLink";
import { useLocale } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Button } from "~/components/Button";

export function HostedList({ partner, sessions }: { partner: string; sessions: HostedSummary[] }) {
  const words = useClassWords().hosted;
  const locale = useLocale();
  return (
    <>
      <h1 className="text-3xl font-bold">{words.title(partner)}</h1>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      {sessions.length === 0 ? (
        <p className="mt-6">{words.none}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {sessions.map((session) => (
            <li key={session.id} className="rounded-lg border border-slate-300 p-4">
              <Link to={`/partners/classes/${session.id}`} className="font-semibold text-brand-dark underline">
                {session.title}
              </Link>
              <p className="mt-1 text-slate-700">
                {classDayIn(locale, session.firstDay)}
                {session.lastDay !== session.firstDay ? ` – ${classDayIn(locale, session.lastDay)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Meeting = { number: number; date: string; starts: string; ends: string; attendanceTakenAt: number | null };

export function HostedAttendance(props: {
  title: string;
  meetings: Meeting[];
  students: { seq: number; name: string }[];
  attendance: Record<number, number[]>;
  share: number;
  /** The meetings that have started: a form for each; the others say when attendance opens. */
  started: number[];
  protection: FormProtectionProps;
}) {
  const words = useClassWords().hosted;
  const locale = useLocale();
  const { meetings, students, attendance, protection } = props;
  return (
    <>
      <p>
        <Link to="/partners/classes" className="font-semibold text-brand-dark underline">
          {words.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{props.title}</h1>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      <p className="mt-2 text-slate-700">{words.completes(props.share)}</p>
      {students.length === 0 ? <p className="mt-6">{words.noStudents}</p> : null}
      {students.length
        ? meetings.map((meeting) => (
            <details key={meeting.number} className="mt-4 rounded-lg border border-slate-300 p-3">
              <summary className="cursor-pointer font-semibold">
                {words.meeting(
                  meeting.number,
                  classDayIn(locale, meeting.date),
                  clockTime(locale, meeting.starts),
                  clockTime(locale, meeting.ends),
                )}{" "}
                ({meeting.attendanceTakenAt ? words.taken : words.notTaken})
              </summary>
              {props.started.includes(meeting.number) ? (
                <Form method="post" className="mt-3">
                  <FormProtectionInputs {...protection} />
                  <input type="hidden" name="action" value="attendance" />
                  <input type="hidden" name="meeting" value={meeting.number} />
                  <AttendanceChecklist
                    legend={words.present(meeting.number)}
                    meeting={meeting.number}
                    students={students}
                    attendance={attendance}
                  />
                  <Button size="medium" className="mt-2">
                    {words.save(meeting.number)}
                  </Button>
                </Form>
              ) : (
                <p className="mt-3">
                  {words.opens(clockTime(locale, meeting.starts), classDayIn(locale, meeting.date))}
                </p>
              )}
            </details>
          ))
        : null}
    </>
  );
}
