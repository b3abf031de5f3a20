import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { org } from "~/config/org";
import { supporterPageLoader } from "~/gifts/campaigns/campaignPage.server";
import { CampaignErrorBoundary, GoalBar, Paragraphs } from "~/gifts/campaigns/CampaignPieces";
import { useSupporterWords } from "~/gifts/campaigns/words";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.view.name} | ${data.view.title} | ${org.name}` },
        ...(data.view.paused
          ? [{ name: "robots", content: "noindex" }]
          : [
              { name: "description", content: data.view.why.slice(0, 160) },
              ...(data.view.listed ? [] : [{ name: "robots", content: "noindex" }]),
            ]),
      ]
    : [];
// Revalidated by the campaign's version, as the campaign's page (decision 125); its 404 is kept by no one.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const ErrorBoundary = CampaignErrorBoundary;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  supporterPageLoader(request, params.slug ?? "", params.supporter ?? "");

/** A supporter's own page under a campaign (issue 48 §3): their words, their bar, give through it; or paused. */
export default function SupporterPage() {
  const loaded = useLoaderData<typeof loader>();
  const words = useSupporterWords().page;
  // Null only in a 304, which Remix answers without rendering.
  if (!loaded) return null;
  const { view } = loaded;
  const campaignLink = <TextLink to={`/campaigns/${view.campaignSlug}`}>{words.campaign(view.title)}</TextLink>;
  if (view.paused)
    return (
      <section className="bg-slate-50 px-4 pb-16 pt-28">
        <div className="mx-auto max-w-3xl text-lg">
          <h1 className="text-3xl font-bold">{words.pausedHeading}</h1>
          <p role="status" className="mt-4" data-testid="supporter-paused">
            {words.paused(view.title)}
          </p>
          <p className="mt-4">{campaignLink}</p>
        </div>
      </section>
    );
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl text-lg">
        <h1 className="text-3xl font-bold">{view.name}</h1>
        <p className="mt-2">{words.supports(view.title)}</p>
        <GoalBar bar={view.bar} giveLabel={words.give(view.name)} />
        <h2 className="mt-8 text-2xl font-bold">{words.why(view.name)}</h2>
        <Paragraphs text={view.why} />
        <p className="mt-6">{campaignLink}</p>
      </div>
    </section>
  );
}
