import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardPageRedirect } from "~/gifts/server/managePage.server";

// A failed monthly payment's email links here: the provider's card page, opened fresh for this gift.
export function loader({ request, params }: LoaderFunctionArgs) {
  return cardPageRedirect(request, params.giftId ?? "", params.key);
}
