/**
 * The staff mail page: the outbox to one address, and the resend post.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { MailSearchResult } from "~/staff/components/MailSearch";
import { env } from "~/platform/env.server";
import { textOutboxReview } from "~/staff/server/textReview.server";
import { mailToAddress, outboxCounts, recentMailFailures, resendMail } from "~/staff/server/outboxReview.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { mailSearchWords } from "~/staff/mailWords";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const address = z.string().trim().email().max(254);

/** The page says how many failures it lists, so it hands the number in. */
export async function staffMailLoader({ request }: LoaderFunctionArgs, failuresShown: number) {
  await requireStaff(request);
  const store = db();
  return {
    counts: await outboxCounts(store, Date.now() - WEEK_MS),
    failures: await recentMailFailures(store, failuresShown),
    texts: await textOutboxReview(store, Date.now() - WEEK_MS, failuresShown),
  };
}

type ActionData = { kind: "resend"; ok: boolean; message: string } | { kind: "search"; search: MailSearchResult };

/** The messages to the address typed, or the sentence that says it is not an address. */
async function search(typed: string, staff: string) {
  const keptDays = Math.round(env().retentionMs / DAY_MS);
  const parsed = address.safeParse(typed);
  if (!parsed.success) {
    return data<ActionData>(
      {
        kind: "search",
        search: { address: typed.slice(0, 254), problem: mailSearchWords.badAddress, messages: [], keptDays },
      },
      { status: 400 },
    );
  }
  const messages = await mailToAddress(db(), parsed.data);
  log.info("staff mail search", { by: maskEmail(staff), for: maskEmail(parsed.data), found: messages.length });
  return data<ActionData>({ kind: "search", search: { address: parsed.data, problem: null, messages, keptDays } });
}

async function resend(idField: string | null, staff: string) {
  const id = Number(idField);
  if (!Number.isSafeInteger(id) || id <= 0)
    return data<ActionData>({ kind: "resend", ok: false, message: formOnly }, { status: 400 });
  const refusal = await resendMail(db(), id);
  log.info("staff mail resend", { by: maskEmail(staff), id, outcome: refusal ? "refused" : "queued" });
  if (refusal)
    return data<ActionData>(
      { kind: "resend", ok: false, message: `Message ${id} was not sent again. ${refusal}` },
      { status: 409 },
    );
  return data<ActionData>({ kind: "resend", ok: true, message: `Message ${id} is queued to be sent again.` });
}

const formOnly = "Please use the form on this page.";

/**
 * Both forms post, so an address searched for never sits in a URL (browser history, a proxy's access log).
 */
export async function staffMailAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return data<ActionData>(
      { kind: "resend", ok: false, message: guarded.spam ? formOnly : guarded.message },
      { status: guarded.spam ? 400 : guarded.status },
    );
  const typed = singleText(guarded.form, "to");
  return typed === null ? resend(singleText(guarded.form, "resend"), staff) : search(typed, staff);
}
