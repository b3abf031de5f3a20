/**
 * The staff console's realm as the signIn kit's routes take it (decision 110): its link, its words (the console is in
 * English), its page in the console's frame, and its session start, which notes the sign-in in the activity log.
 * Signing out lands on the sign-in page.
 */
import { redirect } from "@remix-run/node";
import { staffPages } from "~/config/routes";
import { realmContinueRoute, realmSignOutRoute } from "~/kits/signIn/realmRoutes";
import { log, maskEmail } from "~/platform/log.server";
import { recordActivity } from "~/kits/records/activity.server";
import { db } from "~/db/serverStore.server";
import { staffSessions } from "~/kits/console/staffAccess.server";
import { staffMessages } from "~/kits/console/staffMessages";
import { staffMeta } from "~/kits/console/staffMeta";
import { StaffContinuePage } from "./components/StaffContinuePage";
import { checkStaffLink, redeemStaffLink } from "./server/staffSignIn.server";

export const staffContinueRoute = realmContinueRoute({
  realm: "staff",
  link: { check: checkStaffLink, redeem: redeemStaffLink },
  words: () => ({ failed: staffMessages.linkFailed, sessionFailed: staffMessages.sessionFailed }),
  async startSession(request, link) {
    const cookie = await staffSessions.start(request, link.email, link.email);
    await recordActivity(db(), { kind: "staff-sign-in", actor: link.email, summary: "Signed in to the staff console" });
    log.info("staff session started", { by: maskEmail(link.email) });
    return redirect(staffPages.home.path, { headers: { "Set-Cookie": cookie } });
  },
  head: { meta: staffMeta(staffPages.continue.title) },
  view: { Page: StaffContinuePage },
  framed: true,
});

export const staffSignOutRoute = realmSignOutRoute({
  sessions: staffSessions,
  home: () => staffPages.home.path,
  signedOut: () => staffPages.signIn.path,
});
