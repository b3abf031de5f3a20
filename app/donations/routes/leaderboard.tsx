import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/Button";
import { PageHero } from "~/components/PageHero";
import { GOAL_COMPUTERS } from "~/donations/leaderboard";
import { useLeaderboardWords } from "~/donations/leaderboardWords";
import type { LeaderboardData } from "~/donations/server/leaderboardPage.server";
import { leaderboardPageData } from "~/donations/server/leaderboardPage.server";
import { formatNumber, useLocale } from "~/i18n";
import { useFigures } from "~/kits/figures/useFigures";
import { ImpactFigures } from "~/kits/figures/ImpactFigures";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/leaderboard");

// Counted from the records on any origin: kept by browsers and CDNs, asked about every time, and answered 304 from the
// figures' version, which the donors' choices and staff's hiding move too (decision 126).
export const loader = ({ request }: LoaderFunctionArgs) => leaderboardPageData(request);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Toward one million computers: every device counted, and the companies whose donors chose to be listed. */
export default function LeaderboardPage() {
  const words = useLeaderboardWords().page;
  const locale = useLocale();
  const { figures, timeZone } = useFigures();
  // Both are empty only while the records cannot be read: ImpactFigures then says so, and no "none yet" is claimed.
  const companies = useLoaderData<Partial<LeaderboardData> | null>()?.companies ?? [];
  const computers = figures.find((figure) => figure.id === "computers");
  const number = (value: number) => formatNumber(locale, Math.round(value));
  return (
    <>
      <PageHero title={words.heading}>
        <p>{words.intro}</p>
      </PageHero>
      <section className="bg-white px-4 py-10">
        <div className="mx-auto max-w-3xl text-lg">
          {computers ? (
            <div className="mb-6">
              <p className="text-2xl font-bold" data-testid="leaderboard-total">
                {words.progress(number(computers.total), number(GOAL_COMPUTERS))}
              </p>
              <progress
                className="mt-3 block h-4 w-full"
                max={GOAL_COMPUTERS}
                value={Math.min(computers.total, GOAL_COMPUTERS)}
                aria-label={words.progressLabel}
              />
            </div>
          ) : null}
          {/* The computers figure as the impact pages show it (its baseline, its day, how it is counted), toward the goal. */}
          <ImpactFigures figures={computers ? [computers] : []} timeZone={timeZone} />
          <h2 className="mt-10 text-2xl font-bold">{words.companies}</h2>
          <p className="mt-2 text-base">{words.onlyChosen}</p>
          {figures.length === 0 ? null : companies.length === 0 ? (
            <p className="mt-4" data-testid="leaderboard-none">
              {words.none}
            </p>
          ) : (
            <table className="mt-4 w-full border-collapse text-left text-base" data-testid="leaderboard">
              <caption className="sr-only">{words.caption}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    {words.rank}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {words.company}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {words.computers}
                  </th>
                </tr>
              </thead>
              <tbody>
                {companies.map((entry) => (
                  <tr key={entry.company} className="border-b border-slate-200">
                    <td className="py-2 pr-3 tabular-nums">{number(entry.rank)}</td>
                    <th scope="row" className="break-words py-2 pr-3 font-semibold">
                      {entry.company}
                    </th>
                    <td className="py-2 text-right tabular-nums">{number(entry.devices)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <ButtonLink to="/donate/start" className="mt-8">
            {words.give}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
