import { describe, expect, it } from "vitest";
import { readCancelForm } from "~/shield/cancelReasons";
import { readSessionForm, emptySessionFields } from "~/classes/staff/sessionForm";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { plainText } from "~/kits/forms/reading";
import { characterProblem, withoutRefusedCharacters } from "~/kits/forms/typedCharacters";

/** The forms' one rule of characters (issue 45): C0 controls in every text, direction controls in names and quotes. */
describe("the characters a typed text may hold", () => {
  it("refuses every C0 control in a line, and all but tab and line breaks in text of several lines", () => {
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\t", "\n", "\r"])
      expect(characterProblem(`a${control}b`), JSON.stringify(control)).toBe("controls");
    expect(characterProblem("first line\r\n\tsecond", { lines: true })).toBeNull();
    expect(characterProblem("a\u0000b", { lines: true })).toBe("controls");
  });

  it("refuses the direction controls in a name or a quoted sentence only", () => {
    for (const mark of ["\u202a", "\u202e", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c"]) {
      expect(characterProblem(`Ana${mark} Díaz`, { quoted: true }), mark.codePointAt(0)!.toString(16)).toBe(
        "direction",
      );
      expect(hasHiddenCharacters(`Ana${mark} Díaz`)).toBe(true);
    }
    expect(characterProblem("ab\u202ecd")).toBeNull();
    expect(characterProblem("Centro Familiar Peña", { quoted: true })).toBeNull();
  });

  it("hands back what was typed less what it refuses", () => {
    expect(withoutRefusedCharacters("Ana\u0000 D\u202eíaz", { quoted: true })).toBe("Ana Díaz");
    expect(withoutRefusedCharacters("one\nline\u0000", { lines: true })).toBe("one\nline");
  });

  it("is the rule of the shared readers and of the three forms issue 45 named", () => {
    expect(hasHiddenCharacters("Ana\u0000 Díaz")).toBe(true);
    expect(plainText("Main\u0000 St", 80)).toBeNull();
    expect(readCancelForm({ reason: "other", words: "Moving\u0000 away", confirm: "yes" })).toEqual({
      problem: "characters",
      typed: { reason: "other", words: "Moving away" },
    });
    expect(readCancelForm({ reason: "price", words: "Too\n much", confirm: "yes" })).toEqual({
      reason: "price",
      words: "Too much",
    });
    const session = readSessionForm({ ...emptySessionFields, title: "Tuesday\u0000 evenings" }, new Set());
    expect(session).toMatchObject({ ok: false, field: "title", typed: { title: "Tuesday evenings" } });
  });
});
