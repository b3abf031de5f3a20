/** The staff console's words for partners' device requests (English only, as the console's are). */
import type { RequestState } from "~/partners/deviceRequest";
import { requestWordsIn } from "~/partners/requestWords";

export const stateHeadings: Record<RequestState, string> = {
  new: "New",
  started: "Started",
  fulfilled: "Fulfilled: waiting for collection",
  collected: "Collected",
};

/** A collection's windows as the partner's English words say them. */
export const windowWords = requestWordsIn("en").windows;

/** What a request asks for, as the partner's English words say it: "3 laptops, 1 tablet". */
export const requestCounts = (request: { laptops: number; desktops: number; tablets: number }) =>
  requestWordsIn("en").counts(request.laptops, request.desktops, request.tablets);
