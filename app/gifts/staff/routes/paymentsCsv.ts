import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountsCsvLoader } from "~/gifts/staff/giftStaffPages.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

// The payments of a month for the accounts, formula-safe; staff only, never stored.
export const loader = (args: LoaderFunctionArgs) => accountsCsvLoader(args);
