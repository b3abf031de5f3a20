import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { handoverSheetLoader } from "~/partners/server/handoverSheet.server";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = (args: LoaderFunctionArgs) => handoverSheetLoader(args);
