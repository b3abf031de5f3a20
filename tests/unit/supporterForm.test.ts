/** The form that starts a supporter's page, read: each refusal's key, the goal in whole cents, the listing choice. */
import { describe, expect, it } from "vitest";
import { emptySupporter, readSupporter } from "~/gifts/campaigns/supporterForm";

const typed = {
  ...emptySupporter,
  name: "  María   Núñez ",
  email: "maria@example.org",
  why: "My son learned to code.\r\n\r\nThis helps others.",
  goal: "$1,500",
};

describe("the supporter's form", () => {
  it("keeps the name folded, the paragraphs, the goal in whole cents and the choice not to be listed", () => {
    expect(readSupporter(typed, "es")).toEqual({
      ok: true,
      value: {
        name: "María Núñez",
        email: "maria@example.org",
        why: "My son learned to code.\n\nThis helps others.",
        goalCents: 150_000,
        listed: false,
        locale: "es",
      },
    });
    expect(readSupporter({ ...typed, listed: "yes" }, "en")).toMatchObject({ ok: true, value: { listed: true } });
  });

  it("refuses each field it cannot use, with its own sentence's key", () => {
    expect(readSupporter({ ...emptySupporter, goal: "9" }, "en")).toEqual({
      ok: false,
      errors: { name: "name", email: "email", why: "why", goal: "goal" },
    });
    for (const goal of ["100001", "12.50", "ten"])
      expect(readSupporter({ ...typed, goal }, "en")).toEqual({ ok: false, errors: { goal: "goal" } });
    expect(readSupporter({ ...typed, why: "a\u0000b" }, "en")).toEqual({ ok: false, errors: { why: "why" } });
  });
});
