/**
 * `/staff/shield/labels.pdf`: the shipping labels of the orders chosen on the queue (`?order=<id>`, repeated), or of
 * every order awaiting shipping (`?all=1`, narrowed by `?device=`). Staff only; nothing to print sends the queue
 * page back with a sentence.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { labelsPdfLoader } from "~/shield/staff/labelsPdf.server";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = (args: LoaderFunctionArgs) => labelsPdfLoader(args);
