/** A year's giving statement by the link texted to a donor who gave only a mobile number (`/gifts/statement/<token>`, and under /es in Spanish). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { statementByLinkResponse } from "~/gifts/server/statementLink.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  statementByLinkResponse(request, params.token ?? "", context.clientAddress);
