import { describe, expect, it } from "vitest";
import { singleLine } from "~/mail/emailText.server";
import { composeLoginEmail } from "~/kits/signIn/loginEmail.server";

describe("a CRM name in an email", () => {
  it("is one line: line breaks and control characters become a space", () => {
    expect(singleLine("Ana\r\nBcc: x@evil.test\u0007\u0000 Lopez\u2028!")).toBe("Ana Bcc: x@evil.test Lopez !");
    expect(singleLine("  José   Núñez ")).toBe("José Núñez");
    expect(singleLine(null)).toBe("");
  });

  it("greets by that one line in the text and the HTML of the sign-in email", () => {
    const email = composeLoginEmail(
      "http://localhost:3000/portal?recordId=1&jwt=x",
      "Ana\r\n\r\nClick evil.test\t<b>now</b>",
    );
    expect(email.text.split("\n")[0]).toBe("Hello Ana Click evil.test <b>now</b>,");
    expect(email.html).toContain("<p>Hello Ana Click evil.test &#60;b&#62;now&#60;/b&#62;,</p>");
    expect(composeLoginEmail("http://x/portal", "\r\n").text.startsWith("Hello,\n")).toBe(true);
  });
});
