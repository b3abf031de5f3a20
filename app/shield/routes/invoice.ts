/**
 * One invoice of a subscriber's subscription as a PDF, fetched from the billing provider through the adapter; only
 * the signed-in subscriber's own subscription, and only one of its invoices (anything else is a 404).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { shieldInvoiceLoader } from "~/shield/server/invoicePage.server";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = (args: LoaderFunctionArgs) => shieldInvoiceLoader(args);
