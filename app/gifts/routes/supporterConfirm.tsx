import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { supporterConfirmAction, supporterConfirmLoader } from "~/gifts/campaigns/supporterConfirm.server";
import { supporterWordsIn, useSupporterWords } from "~/gifts/campaigns/words";
import { LinkButtonPage } from "~/kits/links/LinkButtonPage";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";

export const meta: MetaFunction = ({ location }) => [
  { title: `${supporterWordsIn(localeFromPath(location.pathname)).confirm.heading} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  supporterConfirmLoader(request, params.slug ?? "", params.token ?? "");

export const action = ({ request, params }: ActionFunctionArgs) =>
  supporterConfirmAction(request, params.slug ?? "", params.token ?? "");

/** The page a supporter's emailed link opens: a button that confirms their page, or what came of it. */
export default function SupporterConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const { state, protection } = useActionData<typeof action>() ?? loaded;
  const words = useSupporterWords().confirm;
  const sentence = { ask: words.intro, done: words.done, used: words.used, unknown: words.unknown, stale: words.stale };
  return (
    <LinkButtonPage
      heading={state === "done" ? words.doneHeading : words.heading}
      sentence={sentence[state]}
      asking={state === "ask" || state === "stale"}
      opened={state === "ask"}
      button={words.button}
      protection={protection}
      testId="supporter-answer"
    />
  );
}
