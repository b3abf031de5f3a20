/**
 * The rules of text messages (decision 092): US numbers kept in E.164, segments counted as carriers count them,
 * Twilio's request signature, and every text the site can send, in both languages, within two segments, naming the
 * organisation, with no full name.
 */
import { describe, expect, it } from "vitest";
import { readAbout } from "~/applications/answers";
import { readSignUp, type SignUpTyped } from "~/classes/signUpForm";
import { org } from "~/config/org";
import { locales } from "~/i18n/locale";
import { statusWordsIn } from "~/kits/records/statusWords";
import { displayPhone, maskPhone, usMobileE164 } from "~/sms/phoneNumber";
import { fitsInSegments, segmentsOf } from "~/sms/segments";
import { classPlaceInText, classStartsInText, siteInText, textsIn } from "~/sms/textWords";
import { isSignedByTwilio, twilioSignature } from "~/sms/twilioSignature.server";
import { signAsTwilioLibrary } from "../support/twilioStandIn";

describe("US mobile numbers", () => {
  it("keeps what people type as E.164", () => {
    for (const typed of ["(201) 555-0123", "201.555.0123", "2015550123", "+1 201 555 0123", "1-201-555-0123"])
      expect(usMobileE164(typed), typed).toBe("+12015550123");
  });
  it("refuses what is not a US number", () => {
    for (const typed of ["555-0123", "+44 20 7946 0958", "(101) 555-0123", "201 055 0123", "20155501234", "abc"])
      expect(usMobileE164(typed), typed).toBeNull();
  });
  it("shows a number whole only to its owner, and its last two digits elsewhere", () => {
    expect(displayPhone("+12015550123")).toBe("(201) 555-0123");
    expect(maskPhone("+12015550123")).toBe("…23");
  });
});

describe("segments", () => {
  it("counts GSM-7 texts at 160, then 153 a segment, the extension characters as two", () => {
    expect(segmentsOf("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(segmentsOf("a".repeat(161)).segments).toBe(2);
    expect(segmentsOf("a".repeat(306)).segments).toBe(2);
    expect(segmentsOf("a".repeat(307)).segments).toBe(3);
    expect(segmentsOf("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(segmentsOf("ñé¿¡ü").encoding).toBe("GSM-7");
  });
  it("counts a text with any other character as UCS-2: 70, then 67 a segment", () => {
    expect(segmentsOf("ó" + "a".repeat(69))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(segmentsOf("ó" + "a".repeat(70)).segments).toBe(2);
    expect(segmentsOf("ó" + "a".repeat(133)).segments).toBe(2);
    expect(segmentsOf("ó" + "a".repeat(134)).segments).toBe(3);
  });
});

describe("Twilio's request signature", () => {
  // The example of Twilio's documentation ("Validating requests"), as its libraries test it.
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: [string, string][] = [
    ["CallSid", "CA1234567890ABCDE"],
    ["Caller", "+12349013030"],
    ["Digits", "1234"],
    ["From", "+12349013030"],
    ["To", "+18005551212"],
  ];
  it("is HMAC-SHA1 of the address and the sorted parameters, base64", () => {
    expect(twilioSignature("12345", url, [...params].reverse())).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });
  it("accepts that signature only, for those parameters and that address", () => {
    expect(isSignedByTwilio("12345", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(true);
    expect(isSignedByTwilio("12345", url, params, null)).toBe(false);
    expect(isSignedByTwilio("12345", url, [...params, ["Body", "STOP"]], "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(false);
    expect(isSignedByTwilio("12345", `${url}&x=1`, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(false);
    expect(isSignedByTwilio("54321", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(false);
  });
  it("signs a name that repeats as Twilio's library does: its distinct values sorted, each after the name", () => {
    const inbound = "https://portal.example.org/api/sms/inbound";
    const repeated: [string, string][] = [
      ["MessageSid", `SM${"a".repeat(32)}`],
      ["Body", "STOP"],
      ["MediaUrl", "https://media.example/b"],
      ["MediaUrl", "https://media.example/a"],
      ["MediaUrl", "https://media.example/b"],
      ["Body", "STOP"],
    ];
    const libraries = signAsTwilioLibrary("12345", inbound, repeated);
    expect(twilioSignature("12345", inbound, repeated)).toBe(libraries);
    expect(isSignedByTwilio("12345", inbound, repeated, libraries)).toBe(true);
    // The same pair once more is the same signature; another value is not.
    expect(isSignedByTwilio("12345", inbound, [...repeated, ["Body", "STOP"]], libraries)).toBe(true);
    expect(isSignedByTwilio("12345", inbound, [...repeated, ["Body", "START"]], libraries)).toBe(false);
  });
  it("accepts the address signed with its scheme's standard port written out, as the library also checks", () => {
    const signedWithPort = twilioSignature("12345", "https://portal.example.org:443/api/sms/inbound", params);
    expect(isSignedByTwilio("12345", "https://portal.example.org/api/sms/inbound", params, signedWithPort)).toBe(true);
  });
});

/** A class's texts for a session at Hope House starting 31 December at 6:00 PM, with `link`. */
function classTexts(locale: "en" | "es", publicUrl: string, link: string) {
  const texts = textsIn(locale, publicUrl);
  const starts = classStartsInText(locale, "2027-12-31", "18:00");
  const where = classPlaceInText(locale, "Hope House, 1 Main St, Newark NJ");
  return [
    texts.classSeat(starts, where, link),
    texts.classWaitlist(starts, where, 120, link),
    texts.classOffer(starts, where, classStartsInText(locale, "2027-12-30", "09:30"), link),
    texts.classCancelled(starts, classPlaceInText(locale, null)),
  ];
}

describe("a class's texts", () => {
  it("write the time as people in the US write it, in each language", () => {
    expect(classStartsInText("en", "2027-12-31", "18:00")).toBe("12/31 at 6:00 PM");
    expect(classStartsInText("es", "2027-12-31", "18:00")).toBe("31/12 a las 6:00 p. m.");
    expect(classStartsInText("en", "2027-03-02", "00:30")).toBe("3/2 at 12:30 AM");
    expect(classStartsInText("es", "2027-03-02", "12:05")).toBe("2/3 a las 12:05 p. m.");
    expect(classStartsInText("es", "2027-03-02", "09:00")).toBe("2/3 a las 9:00 a. m.");
  });
  it("say where, keeping to the GSM-7 letters so a place's accent does not make the text UCS-2", () => {
    expect(classPlaceInText("en", "Hope House, 1 Main St")).toBe("at Hope House, 1 Main St");
    expect(classPlaceInText("es", "Biblioteca Pública, Unión City")).toBe("en Biblioteca Publica, Union City");
    expect(classPlaceInText("es", "Peña  Café")).toBe("en Peña Café");
    expect(classPlaceInText("es", null)).toBe("por internet");
    const [seat] = classTexts("es", "https://site.example", "site.example/es/dsclasses/cancel/x");
    expect(seat).toBe(
      "Tech Access: tiene un lugar en la clase de habilidades digitales que empieza el 31/12 a las 6:00 p. m., en Hope House, 1 Main St, Newark NJ. Si no puede venir, cancele con este enlace: site.example/es/dsclasses/cancel/x",
    );
    expect(segmentsOf(seat!).encoding).toBe("GSM-7");
  });
});

describe("every text the site sends", () => {
  // The longest address a deployment is likely to have, and the longest application number.
  const publicUrl = "https://www.techaccess-nonprofit.example.org";
  const site = siteInText(publicUrl);
  const token = "x".repeat(43);
  for (const locale of locales) {
    it(`fits in two segments and names the organisation (${locale})`, () => {
      const texts = textsIn(locale, publicUrl);
      const all = [
        texts.signInCode("123456"),
        texts.applicationReceived("K7MQ-4X2P"),
        ...statusWordsIn(locale).statuses.map((status) => texts.statusChanged(status.label)),
        texts.followUp(`${publicUrl}/follow-up/${"x".repeat(43)}`),
        // The saved application's link (issue 45), at its longest: the Spanish address.
        texts.resumeLink(`${publicUrl}/es/application/resume/${token}`),
        texts.help(),
        texts.stopped(),
        texts.resumed(),
        // A class's texts: its first meeting, its place (the longest the session form takes, shortened to fit), a
        // waitlist place, an offer's deadline, a cancellation, a certificate's number, each with its short link.
        ...classTexts(locale, publicUrl, `${site}/es/dsclasses/cancel/${token}`),
        texts.classCompleted("TAC-7K3M-Q9XD-2HBW-N5RT", `${site}/es/dsclasses/certificate/${token}`),
        // After the computer arrives (issue 50 §2): the delivery, the follow-up's texted NO and its answer.
        texts.delivered(),
        texts.askProblem(),
        texts.helpReceived(),
      ];
      for (const text of all) {
        expect(fitsInSegments(text), `${text} (${JSON.stringify(segmentsOf(text))})`).toBe(true);
        expect(text.startsWith(`${org.shortName}:`), text).toBe(true);
      }
    });
  }
});

describe("the application's 'About you' step", () => {
  const typed = (fields: Record<string, string>) => ({ fullName: "Ana Ruiz", language: "es", ...fields });
  it("takes a mobile number alone, kept in E.164, and writes to it by text", () => {
    expect(readAbout(typed({ phone: "(201) 555-0123" }))).toEqual({
      ok: true,
      value: { fullName: "Ana Ruiz", email: null, phone: "+12015550123", contactBy: "text", language: "es" },
    });
  });
  it("asks for one way to reach the person, a US number, and the way they chose", () => {
    expect(readAbout(typed({}))).toMatchObject({ ok: false, errors: { phone: "emailOrPhone" } });
    expect(readAbout(typed({ phone: "555-0123" }))).toMatchObject({ ok: false, errors: { phone: "phone" } });
    expect(readAbout(typed({ email: "ana@example.org", contactBy: "text" }))).toMatchObject({
      ok: false,
      errors: { phone: "textsNeedPhone" },
    });
    expect(readAbout(typed({ phone: "2015550123", contactBy: "email" }))).toMatchObject({
      ok: false,
      errors: { email: "emailNeeded" },
    });
  });
  it("writes by email to one who gave both and did not choose, as before texts were offered", () => {
    const read = readAbout(typed({ phone: "2015550123", email: "ana@example.org" }));
    expect(read.ok && read.value.contactBy).toBe("email");
  });
});

describe("the class sign-up form", () => {
  const typed = (fields: Partial<SignUpTyped>) => ({ name: "Ana Ruiz", email: "", phone: "", teen: false, ...fields });
  it("takes an email address, a US mobile number kept in E.164, or both", () => {
    expect(readSignUp(typed({ phone: "(201) 555-0123" }), "digital-skills")).toEqual({
      ok: true,
      name: "Ana Ruiz",
      email: null,
      phone: "+12015550123",
    });
    expect(readSignUp(typed({ email: "ana@example.org" }), "digital-skills")).toMatchObject({ ok: true, phone: null });
  });
  it("asks for one way to reach the person, and a number it can text", () => {
    expect(readSignUp(typed({}), "digital-skills")).toMatchObject({ ok: false, errors: { email: "emailOrPhone" } });
    expect(readSignUp(typed({ phone: "555-0123" }), "digital-skills")).toMatchObject({
      ok: false,
      errors: { phone: "phone" },
    });
  });
});
