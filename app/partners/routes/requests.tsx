import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/LocaleLink";
import { ButtonLink } from "~/components/Button";
import { useLocalePath } from "~/i18n";
import { RequestFrame } from "~/partners/components/RequestFrame";
import { partnerHeaders } from "~/partners/partnerPage";
import { requestMeta, useRequestWords } from "~/partners/requestWords";
import type { RouteHandle } from "~/page/routeHandle";
import { requestListLoader } from "~/partners/server/deviceRequestPages.server";

// The partner's device requests with their states; another partner's are never listed.
export const handle: RouteHandle = { personal: true };
export const meta = requestMeta((words) => words.list.title);
export const headers = partnerHeaders;

export const loader = (args: LoaderFunctionArgs) => requestListLoader(args);

export default function DeviceRequests() {
  const { requests, anyCollected, ...frame } = useLoaderData<typeof loader>();
  const words = useRequestWords().list;
  const localePath = useLocalePath();
  return (
    <RequestFrame frame={frame} back={{ to: "/partners", label: words.home }} width="max-w-4xl">
      <h1 className="mt-4 text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      <ButtonLink to="/partners/requests/new" size="medium" className="mt-4">
        {words.ask}
      </ButtonLink>
      {anyCollected ? (
        <p className="mt-4">
          <a href={localePath("/partners/requests.csv")} className="font-semibold text-brand-dark underline">
            {words.csv}
          </a>
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p className="mt-6">{words.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-300 border-y border-slate-300" aria-label={words.title}>
          {requests.map((request) => (
            <li key={request.id} className="py-3">
              <Link to={request.path} className="font-semibold text-brand-dark underline [overflow-wrap:anywhere]">
                {request.programme}
              </Link>
              <dl className="mt-1 grid gap-x-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="inline font-semibold">{words.devices}: </dt>
                  <dd className="inline">{request.devices}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{words.neededBy}: </dt>
                  <dd className="inline">{request.neededBy}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{words.state}: </dt>
                  <dd className="inline">{request.state}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </RequestFrame>
  );
}
