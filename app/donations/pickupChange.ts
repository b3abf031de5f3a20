/**
 * The donor's new date for a pickup (`/portal/donations/<id>/pickup`): one date and its window, by the same rule
 * as the dates given when donating (`pickupDateProblem`), so a donor cannot move a pickup to a day the form refuses.
 */
import type { DateProblem } from "./pickupDates";
import { pickupDateProblem } from "./pickupDates";
import type { PreferredDate, Typed } from "./answers";

export type PickupChangeErrors = { date?: DateProblem | "dateMissing"; window?: "window" };

export function readPickupChange(
  typed: Typed,
  today: string,
  holidays: ReadonlySet<string>,
): { ok: true; value: PreferredDate } | { ok: false; errors: PickupChangeErrors } {
  const errors: PickupChangeErrors = {};
  const date = (typed.date ?? "").trim();
  const window = typed.window;
  const problem = date === "" ? "dateMissing" : pickupDateProblem(date, today, holidays);
  if (problem) errors.date = problem;
  if (window !== "morning" && window !== "afternoon") errors.window = "window";
  if (errors.date || errors.window || (window !== "morning" && window !== "afternoon")) return { ok: false, errors };
  return { ok: true, value: { date, window } };
}
