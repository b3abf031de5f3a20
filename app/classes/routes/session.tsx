import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SeatsLeft, SessionSummary, sessionPath } from "~/classes/components/SessionList";
import { courseTitleIn } from "~/classes/courseTitles";
import { classHours } from "~/classes/meetings";
import { classPageValidator } from "~/classes/server/pageValidator.server";
import { notModifiedPage } from "~/platform/cachePolicy.server";
import { publicSession } from "~/classes/server/publicSessions.server";
import { isSessionId } from "~/classes/server/sessions.server";
import { classDayIn, useClassWords } from "~/classes/words";
import { TextLink } from "~/components/LocaleLink";
import { org } from "~/config/org";
import { useLocale } from "~/i18n";
import { clockSpan } from "~/i18n/clockTime";
import { ButtonLink } from "~/components/Button";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.session.title ?? "404"} | ${org.name}` },
];
// Its seats left change with every sign-up on any origin: kept by browsers and CDNs, asked about every time, and
// answered 304 from the seats' version before the session is read (decision 098).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = await classPageValidator(request);
  if (page.notModified) return notModifiedPage(page.headers);
  const session = isSessionId(params.sessionId) ? await publicSession(params.sessionId) : null;
  if (!session) throw new Response("Not Found", { status: 404 });
  return data({ session }, { headers: page.headers });
}

export default function ClassSessionPage() {
  const loaded = useLoaderData<typeof loader>();
  const words = useClassWords();
  const locale = useLocale();
  // Null only in a 304, which Remix answers without rendering.
  if (!loaded) return null;
  const { session } = loaded;
  const full = session.seatsLeft === 0;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <p>
          <TextLink to="/dsclasses#sessions">{words.session.back}</TextLink>
        </p>
        <p className="mt-4 text-lg">{courseTitleIn(locale, session.course)}</p>
        <h1 className="text-3xl font-bold text-slate-900">{session.title}</h1>
        <SessionSummary session={session} />
        <p className="mt-2">{words.session.hours(classHours(session.meetings))}</p>
        <p className="mt-4 text-lg" data-testid="seats-left">
          <SeatsLeft session={session} />
        </p>
        {session.signUpOpen ? (
          <>
            {full ? <p className="mt-2">{words.session.full}</p> : null}
            <p className="mt-6">
              <ButtonLink to={`${sessionPath(session.id)}/sign-up`}>
                {full ? words.session.joinWaitlist : words.session.signUp}
              </ButtonLink>
            </p>
          </>
        ) : (
          <p className="mt-4 font-semibold">{words.session.closed}</p>
        )}
        <h2 className="mt-10 text-2xl font-bold">{words.session.meetingsHeading}</h2>
        <ol className="mt-4 list-decimal space-y-1 pl-6">
          {session.meetings.map((meeting) => (
            <li key={meeting.number}>
              {classDayIn(locale, meeting.date)}, {clockSpan(locale, meeting.starts, meeting.ends)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
