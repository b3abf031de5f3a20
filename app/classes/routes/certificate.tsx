import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificatePage } from "~/classes/components/CertificatePage";
import { certificatePageLoader } from "~/classes/server/certificatePages.server";
import { classWordsIn } from "~/classes/words";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";

// The completion email's link: the student's certificate of completion (decision 094).
export const meta: MetaFunction = ({ location }) => [
  { title: `${classWordsIn(localeFromPath(location.pathname)).certificatePage.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request, params }: LoaderFunctionArgs) {
  return certificatePageLoader(params.token ?? "", localeFromPath(new URL(request.url).pathname));
}

export default function ClassCertificatePage() {
  return <CertificatePage page={useLoaderData<typeof loader>()} />;
}
