import { describe, expect, it } from "vitest";
import { signInEmail } from "~/kits/signIn/signInForm.server";

describe("the sign-in email field", () => {
  it("accepts an address, trimmed", () => {
    expect(signInEmail.parse("  Ana@Example.org ")).toBe("Ana@Example.org");
  });

  const hostile: [string, unknown][] = [
    ["empty", ""],
    ["spaces only", "   "],
    ["malformed", "not-an-email"],
    ["10,000 characters", `${"a".repeat(10_000)}@example.org`],
    ["a NUL byte", "a@b.org\u0000"],
    ["a header injection", "a@b.org\r\nBcc: x@y.org"],
    ["several addresses", "a@b.org, c@d.org"],
    ["missing", null],
    ["not text", 42],
  ];
  for (const [name, value] of hostile) {
    it(`refuses ${name} with a sentence`, () => {
      const result = signInEmail.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address.");
    });
  }
});
