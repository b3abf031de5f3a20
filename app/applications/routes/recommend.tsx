import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ApplicationFrame, NoticePage } from "~/applications/components/ApplicationFrame";
import { RecommendationForm } from "~/applications/components/RecommendationForm";
import { useApplicationWords } from "~/applications/words";
import { org } from "~/config/org";
import { useLocale } from "~/i18n";
import { localeFromPath, samePageIn } from "~/i18n/locale";
import type { RouteHandle } from "~/page/routeHandle";
import { applicationWordsIn } from "~/applications/words";
import { recommendationAction, recommendationPage } from "~/applications/server/recommendLinkPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";

export const meta: MetaFunction = ({ location }) => [
  { title: `${applicationWordsIn(localeFromPath(location.pathname)).recommend.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { view, status, headers } = await recommendationPage(request, params.token ?? "");
  return data(view, { status, headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const client = context.clientAddress;
  const { result, status } = await recommendationAction(request, params.token ?? "", client);
  return data(result, { status, headers: personalHeaders() });
}

export default function RecommendPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useApplicationWords().recommend;
  const location = useLocation();
  const other = useLocale() === "es" ? "en" : "es";
  if (result?.kind === "thanks")
    return <NoticePage title={words.frameTitle} heading={words.thanksTitle} text={words.thanks} />;
  const shown = result?.kind === "closed" ? result.view : view;
  if (shown.kind !== "open") {
    const [title, text] =
      shown.kind === "received"
        ? [words.receivedTitle, words.received(shown.date)]
        : shown.kind === "expired"
          ? [words.expiredTitle, words.expired(shown.date)]
          : shown.kind === "replaced"
            ? [words.replacedTitle, words.replaced]
            : [words.unknownTitle, words.unknown];
    return <NoticePage title={words.frameTitle} heading={title} text={text} />;
  }
  const failed = result?.kind === "errors" ? result : null;
  return (
    <ApplicationFrame step={null} heading={words.title} title={words.frameTitle}>
      <p className="mt-4">
        {/* The link's language is the applicant's: the recommender reads the page, and answers, in theirs. */}
        <a
          href={samePageIn(other, location.pathname, "")}
          hrefLang={other}
          lang={other}
          className="font-semibold text-brand-dark underline"
        >
          {words.otherLanguage}
        </a>
      </p>
      <p className="mt-4 text-lg">{words.forWhom(shown.applicant, shown.organization)}</p>
      <p className="mt-2">{words.intro}</p>
      <RecommendationForm
        protection={shown.protection}
        errors={failed?.errors ?? {}}
        typed={failed?.typed ?? {}}
        problem={failed?.problem ?? null}
      />
    </ApplicationFrame>
  );
}
