/**
 * The donation form's first step (the devices): what it shows, and its post.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { deviceKinds, donationStepPath, readDevices, type Typed } from "~/donations/answers";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { db } from "~/db/serverStore.server";
import {
  donationErrors,
  donationProblem,
  localeOf,
  localPath,
  openDraft,
  readStepPost,
  withinLimit,
  wordsOf,
} from "~/donations/server/stepPage.server";
import { draftCookieFor } from "~/donations/server/stepPage.server";
import { createDonationDraft, saveDonationStep } from "~/donations/server/drafts.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";

/** The first step, what is given: the counts kept in this browser's draft, or zeros. */
export async function donationStartLoader({ request }: LoaderFunctionArgs) {
  const kept = (await openDraft(request))?.answers.devices;
  // None is an empty field, not "0": typing 40 into a field that starts at 0 gave "040" (issue 35).
  const typed: Typed = Object.fromEntries(deviceKinds.map((kind) => [kind, kept?.[kind] ? String(kept[kind]) : ""]));
  const { protection, headers } = await pageProtection(request);
  return data({ protection, typed }, { headers });
}

export async function donationStartAction({ request, context }: ActionFunctionArgs) {
  const post = await readStepPost(request, context);
  if ("refused" in post) return donationProblem(post.refused);
  if (!(await withinLimit("step", post.client)))
    return donationProblem({ problem: wordsOf(request).errors.tooMany, typed: post.typed, status: 429 });
  const read = readDevices(post.typed);
  if (!read.ok) return donationErrors(request, read.errors, post.typed);
  const draft = await openDraft(request);
  const headers = personalHeaders();
  if (draft) await saveDonationStep(db(), draft, "devices", read.value, localeOf(request));
  else
    headers.append(
      "Set-Cookie",
      await draftCookieFor(await createDonationDraft(db(), localeOf(request), { devices: read.value })),
    );
  // Changed counts may change how the devices reach us, so the steps after this one are walked again (kept).
  return redirect(localPath(request, donationStepPath("about")), { headers });
}
