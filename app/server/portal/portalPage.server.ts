/** What the /portal route's loader and action do, kept out of the route module so it stays a page. */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { localeFromPath } from "~/i18n/locale";
import { portalMessages } from "~/portal/portalMessages";
import { formProtection, readGuardedForm, singleText } from "~/server/platform/formGuard.server";
import { log } from "~/server/platform/log.server";
import { currentChampionId, endSession, personalHeaders, startSession } from "./session.server";
import { checkSignInLink, isSignInLink, redeemSignInLink } from "./signInLink.server";
import { loadTrackerView, type TrackerView } from "./trackerView.server";

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** Where a request for donor data goes when there is none: the tracker, with a notice that says so. */
const NO_INVENTORY = "no-inventory";
export const noInventoryNotice = `/portal?notice=${NO_INVENTORY}`;

export type PortalPageData =
  | { kind: "continue"; recordId: string; jwt: string }
  | { kind: "signed-out"; message: string }
  | (TrackerView & { notice: string | null });

export async function portalPageData(request: Request) {
  const url = new URL(request.url);
  const protection = await formProtection(request);
  let data: PortalPageData;
  if (isSignInLink(url)) {
    const link = await checkSignInLink(url);
    data = link.ok ? { kind: "continue", recordId: link.recordId, jwt: link.jwt } : { kind: "signed-out", message: link.message };
  } else {
    const championId = await currentChampionId(request);
    if (!championId) data = { kind: "signed-out", message: portalMessages.noRecordId };
    else {
      const notice = url.searchParams.get("notice") === NO_INVENTORY ? portalMessages.noInventory : null;
      const page = pageSchema.parse(url.searchParams.get("page") ?? 1);
      data = { ...loadTrackerView(championId, page, localeFromPath(url.pathname)), notice };
    }
  }
  return { data, protection: { csrfToken: protection.csrfToken, honeypotProps: protection.honeypotProps }, csrfCookie: protection.csrfCookie };
}

export type PortalActionResult = { error: string; status: number } | { redirect: Response };

/** 'Continue' redeems the emailed link into a session; 'Back to Search' ends the session. */
export async function portalAction(request: Request): Promise<PortalActionResult> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok && guarded.spam) return { error: portalMessages.tokenFailed, status: 400 };
  if (!guarded.ok) return { error: guarded.message, status: guarded.status };
  const intent = singleText(guarded.form, "intent");
  if (intent === "back") {
    return { redirect: redirect("/auth", { headers: personalHeaders({ "Set-Cookie": await endSession(request) }) }) };
  }
  if (intent === "continue") {
    const link = await redeemSignInLink(guarded.form);
    if (!link.ok) return { error: link.message, status: 400 };
    try {
      const cookie = await startSession(request, link.recordId, link.email);
      log.info("portal session started");
      return { redirect: redirect("/portal", { headers: personalHeaders({ "Set-Cookie": cookie }) }) };
    } catch (error) {
      log.error("portal session not started", { error });
      return { error: portalMessages.networkError, status: 503 };
    }
  }
  return { error: portalMessages.formOnly, status: 400 };
}
