import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificatePdfResponse } from "~/classes/server/certificatePages.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

// A student's certificate of completion as a PDF in their language; a number that is not the link's is a 404.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return certificatePdfResponse(request, params.token ?? "", params.number ?? "", context.clientAddress);
}
