import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { campaignPageLoader } from "~/gifts/campaigns/campaignPage.server";
import { CampaignErrorBoundary, GoalBar, Paragraphs, SupporterRanking } from "~/gifts/campaigns/CampaignPieces";
import { useCampaignWords } from "~/gifts/campaigns/words";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.view.title} | ${org.name}` },
        { name: "description", content: data.view.story.slice(0, 160) },
        ...(data.view.listed ? [] : [{ name: "robots", content: "noindex" }]),
      ]
    : [];
// Its totals change with every gift on any origin: kept by browsers and CDNs, asked about every time, and answered
// 304 from the campaign's version before anything else is read (decision 125). A 404 says itself that no one keeps it.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const ErrorBoundary = CampaignErrorBoundary;

export const loader = ({ request, params }: LoaderFunctionArgs) => campaignPageLoader(request, params.slug ?? "");

/** One page type for every appeal (issue 48 §2): the story, the goal bar, the donors, the latest gifts, give. */
export default function CampaignPage() {
  const loaded = useLoaderData<typeof loader>();
  const words = useCampaignWords().campaign;
  // Null only in a 304, which Remix answers without rendering.
  if (!loaded) return null;
  const { view } = loaded;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl text-lg">
        <h1 className="text-3xl font-bold">{view.title}</h1>
        {view.image ? <img src={view.image} alt="" className="mt-4 w-full rounded-lg" /> : null}
        <Paragraphs text={view.story} />
        <GoalBar bar={view.bar} giveLabel={words.give} />
        <SupporterRanking
          supporters={view.supporters}
          start={view.bar.ended ? null : `/campaigns/${view.slug}/start`}
        />
        <h2 className="mt-8 text-2xl font-bold">{words.latest}</h2>
        {view.gifts.length === 0 ? (
          <p className="mt-3">{words.none}</p>
        ) : (
          <ul className="mt-3 space-y-1" data-testid="campaign-gifts">
            {view.gifts.map((gift, index) => (
              <li key={index}>
                <span className="font-semibold">{gift.firstName ?? words.anonymous}</span> {words.givenOn(gift.day)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
