import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { thanksLoader } from "~/gifts/server/thanksPage.server";
import { giftWordsIn, useGiftWords } from "~/gifts/words";

export const meta: MetaFunction = ({ location }) => [
  { title: `${giftWordsIn(localeFromPath(location.pathname)).thanks.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => thanksLoader(request);

export default function ThanksPage() {
  const { view } = useLoaderData<typeof loader>();
  const words = useGiftWords().thanks;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl text-lg">
        <h1 className="text-3xl font-bold">{words.title}</h1>
        {view.kind === "paid" ? (
          <>
            <p role="status" className="mt-4 font-semibold" data-testid="gift-answer">
              {view.frequency === "monthly"
                ? words.paidMonthly(view.name, view.amount)
                : words.paidOnce(view.name, view.amount)}
            </p>
            <p className="mt-3">{words.receipt(view.email)}</p>
            {view.frequency === "monthly" ? <p className="mt-3">{words.monthlyNext}</p> : null}
            {view.tribute ? (
              <p className="mt-3">
                {view.tribute.on
                  ? words.tributeLater(view.tribute.name, view.tribute.on)
                  : words.tributeNow(view.tribute.name)}
              </p>
            ) : null}
            {view.employer ? <p className="mt-3">{words.employer(view.employer)}</p> : null}
            <p className="mt-3">{words.portal}</p>
            <p className="mt-4">
              <TextLink to="/auth">{words.signIn}</TextLink>
            </p>
          </>
        ) : view.kind === "not-paid" ? (
          <>
            <p role="alert" className="mt-4 font-semibold text-red-700" data-testid="gift-answer">
              {words.notPaid}
            </p>
            <p className="mt-4">
              <TextLink to={`/support?gift=${view.giftId}#donate-form`}>{words.tryAgain}</TextLink>
            </p>
          </>
        ) : (
          <p role="alert" className="mt-4 font-semibold" data-testid="gift-answer">
            {words.unknown}
          </p>
        )}
      </div>
    </section>
  );
}
