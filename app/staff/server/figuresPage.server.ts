/**
 * The staff page of the impact figures' baselines (`/staff/figures`, decision 118): each figure as the records
 * count it now with its baseline, and the posts that enter, replace or take away a baseline.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { readBaseline, removeBaseline, saveBaseline, type BaselineFields } from "~/kits/figures/baselines.server";
import { figureIds, isFigureId } from "~/kits/figures/figureIds";
import { figureBaselines, impactFigures } from "~/kits/figures/figures.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { readStaffPost, staffFormOnly } from "~/kits/console/staffPost.server";
import { log, maskEmail } from "~/platform/log.server";
import { env } from "~/platform/env.server";
import { formatMoment } from "~/i18n";

export async function staffFiguresLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const shown = new Map((await impactFigures(store)).map((figure) => [figure.id, figure]));
  const baselines = await figureBaselines(store);
  return {
    figures: figureIds.map((id) => ({
      id,
      recorded: shown.get(id)?.recorded ?? 0,
      baseline: baselines.get(id) ?? null,
    })),
  };
}

export type FiguresAnswer =
  { ok: true; message: string } | { ok: false; message: string; field?: keyof BaselineFields; typed?: BaselineFields };

const fieldsOf = (form: FormData): BaselineFields => ({
  figure: singleText(form, "figure") ?? "",
  value: singleText(form, "value") ?? "",
  since: singleText(form, "since") ?? "",
  reason: singleText(form, "reason") ?? "",
});

export async function staffFiguresAction({ request }: ActionFunctionArgs) {
  const answer = (status: number, body: FiguresAnswer) => data<FiguresAnswer>(body, { status });
  const post = await readStaffPost(request);
  if (!post.ok) return answer(post.status, { ok: false, message: post.message });
  const { staff, form, action } = post;
  if (action === "remove") {
    const figure = post.seen;
    if (!isFigureId(figure) || !(await removeBaseline(db(), figure)))
      return answer(404, { ok: false, message: "That figure has no baseline now: a colleague may have removed it." });
    log.info("figure baseline removed", { by: maskEmail(staff), figure });
    return answer(200, { ok: true, message: "The baseline was removed; the figure is now what the records count." });
  }
  if (action !== "save") return answer(400, { ok: false, message: staffFormOnly });
  const thisYear = Number(formatMoment("en", Date.now(), env().orgTimeZone).slice(-4));
  const read = readBaseline(fieldsOf(form), thisYear);
  if (!read.ok) return answer(400, { ok: false, message: read.message, field: read.field, typed: read.typed });
  await saveBaseline(db(), read.entry, staff);
  log.info("figure baseline saved", { by: maskEmail(staff), figure: read.entry.figure });
  return answer(200, { ok: true, message: "The baseline is saved; the public pages show it from now on." });
}
