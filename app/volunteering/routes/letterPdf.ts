import type { LoaderFunctionArgs } from "@remix-run/node";
import { letterPdfResponse } from "~/volunteering/server/hoursPages.server";

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  letterPdfResponse(request, params.token ?? "", context.clientAddress);
