/**
 * The staff page of shared stories (`/staff/stories`, issue 50 §2): every story a person agreed to share, and the
 * post that shows one on /impact or takes it off. Only a kept story can be chosen; one never consented to is not
 * there to choose.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { setOnImpact, storiesForStaff } from "~/kits/stories/stories.server";
import { helpMessages } from "./helpWords";

export async function staffStoriesLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return { stories: await storiesForStaff(db()) };
}

export async function staffStoriesAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  const answer = (ok: boolean, message: string, status = ok ? 200 : 400) => data({ ok, message }, { status });
  if (!guarded.ok) return answer(false, guarded.spam ? helpMessages.formOnly : guarded.message, guarded.status);
  const action = singleText(guarded.form, "action");
  const contactId = singleText(guarded.form, "id") ?? "";
  if ((action !== "show" && action !== "hide") || !contactId || contactId.length > 200)
    return answer(false, helpMessages.formOnly);
  const changed = await setOnImpact(db(), contactId, action === "show", staff, Date.now());
  if (!changed) return answer(false, helpMessages.noStory, 404);
  return answer(true, action === "show" ? helpMessages.storyShown : helpMessages.storyHidden);
}
