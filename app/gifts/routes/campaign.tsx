import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/Button";
import { org } from "~/config/org";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { campaignPageLoader } from "~/gifts/campaigns/campaignPage.server";
import { useCampaignWords } from "~/gifts/campaigns/words";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.view.title} | ${org.name}` },
        { name: "description", content: data.view.story.slice(0, 160) },
        ...(data.view.listed ? [] : [{ name: "robots", content: "noindex" }]),
      ]
    : [];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) => campaignPageLoader(request, params.slug ?? "");

/** One page type for every appeal (issue 48 §2): the story, the goal bar, the donors, the latest gifts, give. */
export default function CampaignPage() {
  const { view } = useLoaderData<typeof loader>();
  const words = useCampaignWords().campaign;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl text-lg">
        <h1 className="text-3xl font-bold">{view.title}</h1>
        {view.image ? <img src={view.image} alt="" className="mt-4 w-full rounded-lg" /> : null}
        {view.story.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index} className="mt-4">
            {paragraph}
          </p>
        ))}
        <div className="mt-6 rounded-lg bg-white p-5 shadow-sm">
          <p className="font-semibold" data-testid="campaign-raised">
            {words.raised(view.raised, view.goal)}
          </p>
          <progress className="mt-2 block h-4 w-full" max={100} value={view.percent} aria-label={words.progress}>
            {view.percent}%
          </progress>
          <p className="mt-2" data-testid="campaign-donors">
            {words.donors(view.donors)}
          </p>
          {view.ended ? (
            <p role="status" className="mt-4 font-semibold">
              {words.ended(view.endsOn)}
            </p>
          ) : (
            <>
              <p className="mt-2">{words.endsOn(view.endsOn)}</p>
              <ButtonLink to={`/support?campaign=${view.id}#donate-form`} className="mt-4">
                {words.give}
              </ButtonLink>
            </>
          )}
        </div>
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
