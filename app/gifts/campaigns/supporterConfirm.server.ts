/**
 * The page a supporter's emailed link opens (`/campaigns/<slug>/confirm/<token>`): a button that confirms (a mail
 * scanner opening the link changes nothing), then the page waits for staff. The link is spent in the transaction
 * that confirms; a link of another campaign's page, or none, is a 404.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { pageProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { findLink, spendLink } from "~/kits/links/linkTokens.server";
import { log } from "~/platform/log.server";
import { campaignBySlug } from "./campaignStore.server";
import { confirmSupporter, supporterById } from "./supporterStore.server";

export type ConfirmState = "ask" | "done" | "used" | "unknown" | "stale";

async function linkPage(request: Request, state: ConfirmState, status = 200) {
  const { protection, headers } = await pageProtection(request);
  return data({ protection, state }, { status, headers });
}

/** The link and the page it confirms, when both are of this campaign. */
async function linkOf(slug: string, token: string) {
  const store = db();
  const link = await findLink(store, "supporter-confirm", token);
  const supporter = link ? await supporterById(store, link.subjectId) : null;
  const campaign = supporter && /^[a-z0-9-]{1,60}$/.test(slug) ? await campaignBySlug(store, slug) : null;
  return link && supporter && campaign?.id === supporter.campaignId ? { link, supporter } : null;
}

export async function supporterConfirmLoader(request: Request, slug: string, token: string) {
  const found = await linkOf(slug, token);
  if (!found) return linkPage(request, "unknown", 404);
  return linkPage(request, found.link.state === "valid" ? "ask" : "used");
}

export async function supporterConfirmAction(request: Request, slug: string, token: string) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return linkPage(request, "stale", guarded.spam ? 400 : guarded.status);
  const found = await linkOf(slug, token);
  if (!found) return linkPage(request, "unknown", 404);
  const confirmed = await inTransaction(
    db(),
    async (trx) => (await spendLink(trx, found.link.hash)) && (await confirmSupporter(trx, found.supporter.id)),
  );
  if (confirmed) log.info("supporter page confirmed", { supporter: found.supporter.id });
  return linkPage(request, confirmed ? "done" : "used", confirmed ? 200 : 409);
}
