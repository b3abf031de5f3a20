import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldLabel, fieldState } from "~/kits/forms/FormFields";

/**
 * The forms kit's label, hint and sentence for a control a form lays out itself (issue 46): the control is named by
 * the label and described by the hint and, once wrong, by the sentence, which a page whose only answer it is
 * announces at once.
 */
describe("FieldLabel and fieldState", () => {
  it("ties a control to its label and hint, and to the sentence of what is wrong once there is one", () => {
    const html = renderToStaticMarkup(createElement(FieldLabel, { name: "day", label: "Day", hint: "YYYY-MM-DD" }));
    expect(html).toBe(
      '<label for="day" class="block font-semibold text-slate-900">Day</label><p id="day-hint" class="mt-1 text-sm text-slate-700">YYYY-MM-DD</p>',
    );
    expect(fieldState("day", "YYYY-MM-DD")).toEqual({ "aria-invalid": undefined, "aria-describedby": "day-hint" });
    const wrong = renderToStaticMarkup(
      createElement(FieldLabel, { name: "day", label: "Day", hint: "YYYY-MM-DD", error: "Not a day.", alert: true }),
    );
    expect(wrong).toContain('<p id="day-error" role="alert" class="mt-1 font-medium text-red-700">Not a day.</p>');
    expect(fieldState("day", "YYYY-MM-DD", "Not a day.")).toEqual({
      "aria-invalid": true,
      "aria-describedby": "day-hint day-error",
    });
    expect(fieldState("code", undefined, undefined)).toEqual({
      "aria-invalid": undefined,
      "aria-describedby": undefined,
    });
  });
});
