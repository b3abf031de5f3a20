/**
 * A sentence that ends with a name someone typed keeps one full stop (issue 45): "Sam Jones Jr." is not followed by
 * a second one, in the class sign-up's answer (both languages) and the staff console's sentences.
 */
import { describe, expect, it } from "vitest";
import * as applicationStaff from "~/applications/staff/words";
import * as classesEn from "~/classes/content/en/words";
import * as classesEs from "~/classes/content/es/words";
import * as classStaff from "~/classes/staff/words";
import { endSentence } from "~/i18n/fullStop";

describe("a sentence ending with a typed name", () => {
  it("adds a full stop only where the name has none", () => {
    expect(endSentence("You have a seat, Ana Díaz")).toBe("You have a seat, Ana Díaz.");
    expect(endSentence("You have a seat, Sam Jones Jr.")).toBe("You have a seat, Sam Jones Jr.");
    expect(endSentence("Hola, Ana!")).toBe("Hola, Ana!");
  });
  it("is never doubled in what the class sign-up page and the staff console say", () => {
    expect(classesEn.done.seat("Sam Jones Jr.")).toBe("You have a seat, Sam Jones Jr.");
    expect(classesEs.done.seat("Sam Jones Jr.")).toBe("Tiene un lugar, Sam Jones Jr.");
    expect(classesEn.done.seat("Ana Díaz")).toBe("You have a seat, Ana Díaz.");
    expect(classStaff.classMessages.certificateSent("Sam Jones Jr.")).toBe(
      "The certificate is sent again to Sam Jones Jr.",
    );
    expect(applicationStaff.reviewMessages.assigned("Laptop L-1", "Sam Jones Jr.")).toBe(
      "Laptop L-1 is assigned to Sam Jones Jr.",
    );
  });
});
