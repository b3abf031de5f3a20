/**
 * What a campaign's page and a supporter's page share: the goal bar with its give button, paragraphs of text, and
 * their own error boundary.
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ButtonLink } from "~/components/Button";
import { TextLink } from "~/components/LocaleLink";
import { NotFound } from "~/components/NotFound";
import { ServerError } from "~/components/ServerError";
import type { GoalBarView } from "./campaignPage.server";
import { useCampaignWords, useSupporterWords } from "./words";

/** Text typed with blank lines between paragraphs, as paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((paragraph, index) => (
    <p key={index} className="mt-4">
      {paragraph}
    </p>
  ));
}

/** Raised of the goal, the bar, the donors; an ended campaign's thanks, or its last day and the give button. */
export function GoalBar({ bar, giveLabel }: { bar: GoalBarView; giveLabel: string }) {
  const words = useCampaignWords().campaign;
  return (
    <div className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <p className="font-semibold" data-testid="campaign-raised">
        {words.raised(bar.raised, bar.goal)}
      </p>
      <progress className="mt-2 block h-4 w-full" max={100} value={bar.percent} aria-label={words.progress}>
        {bar.percent}%
      </progress>
      <p className="mt-2" data-testid="campaign-donors">
        {words.donors(bar.donors)}
      </p>
      {bar.ended ? (
        <p role="status" className="mt-4 font-semibold">
          {words.ended(bar.endsOn)}
        </p>
      ) : (
        <>
          <p className="mt-2">{words.endsOn(bar.endsOn)}</p>
          <ButtonLink to={bar.give} className="mt-4">
            {giveLabel}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

type RankedSupporter = { name: string; path: string; raised: string; donors: number };

/** The campaign's supporters who chose to be listed, by dollars then donors, and the way to start one's own page. */
export function SupporterRanking({ supporters, start }: { supporters: RankedSupporter[]; start: string | null }) {
  const words = useSupporterWords().ranking;
  const donors = useCampaignWords().campaign.donors;
  return (
    <>
      <h2 className="mt-8 text-2xl font-bold">{words.heading}</h2>
      {supporters.length === 0 ? (
        <p className="mt-3">{words.none}</p>
      ) : (
        <>
          <p className="mt-3">{words.intro}</p>
          <ol className="mt-3 list-decimal space-y-1 pl-6" data-testid="campaign-supporters">
            {supporters.map((supporter) => (
              <li key={supporter.path}>
                <TextLink to={supporter.path}>{supporter.name}</TextLink>:{" "}
                {words.raised(supporter.raised, donors(supporter.donors))}
              </li>
            ))}
          </ol>
        </>
      )}
      {start ? (
        <p className="mt-4">
          <TextLink to={start}>{words.startOwn}</TextLink>
        </p>
      ) : null}
    </>
  );
}

/**
 * The site's 404 and error pages, rendered by the page's own route so that its `headers` receives the thrown answer's
 * (Remix calls only the boundary's route and those above it): a 404 here says `no-store`, since the page it stands
 * for (a supporter's page staff have not approved yet) may be public a minute later.
 */
export function CampaignErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
