import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { cardPageRedirect } from "~/gifts/server/managePage.server";

// Not a page but a keyed redirect: like a file, answered at its own address only, never at its data addresses.
export const handle: RouteHandle = { download: true };

// A failed monthly payment's email links here: the provider's card page, opened fresh for this gift.
export function loader({ request, params }: LoaderFunctionArgs) {
  return cardPageRedirect(request, params.giftId ?? "", params.key);
}
