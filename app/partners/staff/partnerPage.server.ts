/**
 * The staff page of one partner organisation: what it shows, and its decision posts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { partnerFile } from "~/partners/staff/partnerList.server";
import { answerPartnerPost } from "~/partners/staff/partnerPost.server";
import { requireStaff } from "~/kits/console/staffAccess.server";

/** No record id is this long; a longer address is no partner's. */
const MAX_ID_LENGTH = 200;

const notFound = () => new Response("Not Found", { status: 404 });

export async function staffPartnerLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const id = params.partnerId ?? "";
  const file = id.length <= MAX_ID_LENGTH ? await partnerFile(db(), id) : null;
  if (!file) throw notFound();
  return { file };
}

export async function staffPartnerAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const id = params.partnerId ?? "";
  if (id.length > MAX_ID_LENGTH) throw notFound();
  const answer = await answerPartnerPost(request, id, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}
