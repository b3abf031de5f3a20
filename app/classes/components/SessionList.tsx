/**
 * The sessions open for sign-up under each course on `/dsclasses`: when (the first day, the times, weekly or once),
 * where, the language it is taught in, and the seats left or "waitlist" when full; each links to its own page.
 */
import { Link } from "~/components/LocaleLink";
import { courseTitleIn } from "~/classes/courseTitles";
import { courses } from "~/classes/courses";
import type { PublicSession } from "~/classes/server/publicSessions.server";
import { classDayIn, useClassWords } from "~/classes/words";
import { useLocale } from "~/i18n";
import { clockSpan } from "~/i18n/clockTime";

export const sessionPath = (id: string) => `/dsclasses/${id}`;

export function SeatsLeft({ session }: { session: Pick<PublicSession, "seatsLeft"> }) {
  const words = useClassWords().list;
  return session.seatsLeft > 0 ? (
    <span className="font-semibold text-green-800">{words.seatsLeft(session.seatsLeft)}</span>
  ) : (
    <span className="font-semibold text-amber-900">{words.waitlist}</span>
  );
}

export function SessionSummary({ session }: { session: PublicSession }) {
  const words = useClassWords();
  const locale = useLocale();
  const first = session.meetings[0]!;
  return (
    <ul className="mt-2 space-y-1">
      <li>
        {classDayIn(locale, first.date)}, {clockSpan(locale, first.starts, first.ends)}
      </li>
      <li>
        {session.meetings.length > 1
          ? words.list.weekly(session.meetings.length)
          : words.list.meetings(session.meetings.length)}
      </li>
      <li>{session.place ?? words.list.online}</li>
      <li>{words.list.taughtIn(words.languages[session.language])}</li>
    </ul>
  );
}

export function SessionList({ sessions }: { sessions: PublicSession[] }) {
  const words = useClassWords().list;
  const locale = useLocale();
  return (
    <div className="grid gap-10">
      {courses.map((course) => {
        const ofCourse = sessions.filter((session) => session.course === course);
        return (
          <div key={course}>
            <h3 className="text-xl font-bold">{courseTitleIn(locale, course)}</h3>
            {ofCourse.length === 0 ? (
              <p className="mt-2">{words.none}</p>
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {ofCourse.map((session) => (
                  <li key={session.id} className="rounded-xl border border-slate-300 bg-white p-4">
                    <p className="text-lg font-semibold">{session.title}</p>
                    <SessionSummary session={session} />
                    <p className="mt-2">
                      <SeatsLeft session={session} />
                    </p>
                    <p className="mt-3">
                      <Link to={sessionPath(session.id)} className="font-semibold text-brand-dark underline">
                        {words.details}
                        <span className="sr-only">: {session.title}</span>
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
