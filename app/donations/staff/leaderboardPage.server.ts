/**
 * The staff page of the companies' leaderboard (`/staff/donations/leaderboard`, decision 126): the entries the public
 * page shows, every donor's choice (who chose, when), the companies hidden with their reasons, and the posts that hide
 * a company that is not a real company name or show it again.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { Refused } from "~/db/refusal.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { readStaffPost, staffFormOnly } from "~/kits/console/staffPost.server";
import { log, maskEmail } from "~/platform/log.server";
import { hiddenCompanies, hideCompany, listingChoices, showCompany } from "~/donations/server/companyListings.server";
import { companyLeaderboard } from "~/donations/server/leaderboard.server";

export async function staffLeaderboardLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const choices = await listingChoices(store);
  const hidden = [...(await hiddenCompanies(store)).values()];
  const hiddenKeys = new Set(hidden.map((company) => company.key));
  // What staff may hide: each company a donor listed, once, under the spelling of its latest choice.
  const hideable = [
    ...new Map(
      choices.filter((row) => row.listed && !hiddenKeys.has(row.key)).map((row) => [row.key, row.company]),
    ).values(),
  ];
  return { entries: await companyLeaderboard(store), choices, hidden, hideable };
}

export type LeaderboardAnswer =
  { ok: true; message: string } | { ok: false; message: string; typed?: { company: string; reason: string } };

export async function staffLeaderboardAction({ request }: ActionFunctionArgs) {
  const answer = (status: number, body: LeaderboardAnswer) => data<LeaderboardAnswer>(body, { status });
  const post = await readStaffPost(request);
  if (!post.ok) return answer(post.status, { ok: false, message: post.message });
  const { staff, form, action } = post;
  if (action === "show") {
    if (!(await showCompany(db(), post.seen)))
      return answer(404, { ok: false, message: "That company is not hidden now: a colleague may have shown it." });
    log.info("leaderboard company shown", { by: maskEmail(staff) });
    return answer(200, { ok: true, message: "The company is shown again wherever its donors chose so." });
  }
  if (action !== "hide") return answer(400, { ok: false, message: staffFormOnly });
  const typed = { company: singleText(form, "company") ?? "", reason: singleText(form, "reason") ?? "" };
  try {
    await hideCompany(db(), typed.company, typed.reason, staff);
  } catch (error) {
    if (error instanceof Refused) return answer(error.answer.status, { ok: false, message: error.message, typed });
    throw error;
  }
  log.info("leaderboard company hidden", { by: maskEmail(staff) });
  return answer(200, { ok: true, message: "The company is hidden from the public leaderboard." });
}
