/**
 * A staff console page's post read once for every such page: who sent it (staff only), its form past the guard, and
 * which of the page's forms it is (`action`, with `seen`, what the page showed: StaffActionForm.tsx); or the sentence
 * and status a refused form is answered with.
 */
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "./staffAccess.server";

export const staffFormOnly = "Send the form on this page.";

export type StaffPost =
  | { ok: true; staff: string; form: FormData; action: string | null; seen: string }
  | { ok: false; staff: string; status: number; message: string };

export async function readStaffPost(request: Request): Promise<StaffPost> {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return { ok: false, staff, status: guarded.spam ? 400 : guarded.status, message: guarded.message || staffFormOnly };
  const { form } = guarded;
  return { ok: true, staff, form, action: singleText(form, "action"), seen: singleText(form, "seen") ?? "" };
}
