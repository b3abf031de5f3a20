/**
 * A campaign's staff page (`/staff/campaigns/<slug>`, issue 48 §3): its supporters' confirmed pages (waiting,
 * approved, paused) with what each has raised, and the moves staff make on one: approve (the page is public and its
 * supporter is emailed, in one transaction), pause (the page answers a sentence instead), resume. Staff only; a
 * move on a page that is not (or no longer) in the state it needs answers 409 with a sentence.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { log, maskEmail } from "~/platform/log.server";
import { dollars } from "~/gifts/amounts";
import { campaignBySlug } from "./campaignStore.server";
import { queueSupporterApproved, supporterPath } from "./supporterEmails.server";
import {
  confirmedSupporters,
  isSupporterId,
  moveSupporter,
  SUPPORTER_MOVES,
  supporterById,
  type SupporterMove,
} from "./supporterStore.server";

async function staffCampaign(request: Request, slug: string | undefined) {
  const staff = await requireStaff(request);
  const campaign = slug && /^[a-z0-9-]{1,60}$/.test(slug) ? await campaignBySlug(db(), slug) : null;
  if (!campaign) throw new Response("Not Found", { status: 404 });
  return { staff, campaign };
}

export async function campaignStaffLoader({ request, params }: LoaderFunctionArgs) {
  const { campaign } = await staffCampaign(request, params.slug);
  const supporters = (await confirmedSupporters(db(), campaign.id)).map((supporter) => ({
    id: supporter.id,
    name: supporter.name,
    email: supporter.email,
    why: supporter.why,
    state: supporter.state,
    listed: supporter.listed,
    path: supporterPath(campaign.slug, supporter.slug),
    raised: `${dollars(supporter.cents)} of ${dollars(supporter.goalCents)}`,
    donors: supporter.donors,
  }));
  return { campaign: { slug: campaign.slug, title: campaign.title.en }, supporters };
}

const done: Record<SupporterMove, string> = {
  approve: "approved: it is public and its supporter has been emailed",
  pause: "paused: it says so instead of showing the page",
  resume: "public again",
};

export async function campaignStaffAction({ request, params }: ActionFunctionArgs) {
  const { staff, campaign } = await staffCampaign(request, params.slug);
  const guarded = await readGuardedForm(request);
  const answer = (status: number, ok: boolean, message: string) => data({ ok, message }, { status });
  if (!guarded.ok)
    return answer(guarded.spam ? 400 : guarded.status, false, guarded.spam ? "Use the form." : guarded.message);
  const move = singleText(guarded.form, "action") ?? "";
  const id = singleText(guarded.form, "supporter");
  if (!(move in SUPPORTER_MOVES) || !isSupporterId(id)) return answer(400, false, "Use the buttons of the list.");
  const supporter = await supporterById(db(), id);
  if (!supporter || supporter.campaignId !== campaign.id) throw new Response("Not Found", { status: 404 });
  const moved = await inTransaction(db(), async (trx) => {
    if (!(await moveSupporter(trx, campaign.id, id, move as SupporterMove, staff))) return false;
    if (move === "approve") await queueSupporterApproved(trx, campaign, supporter);
    return true;
  });
  if (!moved)
    return answer(409, false, `${supporter.name}'s page has changed since the list was shown; see it again below.`);
  log.info("supporter page moved", { by: maskEmail(staff), supporter: id, move });
  return answer(200, true, `${supporter.name}'s page is ${done[move as SupporterMove]}.`);
}
