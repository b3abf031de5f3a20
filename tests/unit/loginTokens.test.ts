import { SignJWT, UnsecuredJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import {
  consumeToken,
  createLoginTokens,
  isTokenUnused,
  LOGIN_TOKEN_TTL_MS,
  recordIssuedToken,
} from "~/kits/signIn/loginTokens.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const secret = "unit-test-jwt-secret-0123456789abcdef0123456789";

describe("sign-in tokens", () => {
  it("are accepted for the record they were issued for, carrying its id and email", async () => {
    const tokens = createLoginTokens(secret);
    const issued = await tokens.issue("C-1", " Ana@Example.org ");
    const verified = await tokens.verify(issued.token, "C-1");
    expect(verified).toMatchObject({ championId: "C-1", email: "ana@example.org", jti: issued.jti });
  });

  it("expire after 15 minutes", async () => {
    let now = Date.now();
    const tokens = createLoginTokens(secret, () => now);
    const issued = await tokens.issue("C-1", "a@b.org");
    now += LOGIN_TOKEN_TTL_MS - 5_000;
    expect(typeof (await tokens.verify(issued.token, "C-1"))).toBe("object");
    now += 10_000;
    expect(await tokens.verify(issued.token, "C-1")).toBe("expired");
  });

  it("are refused when re-pointed at another record", async () => {
    const tokens = createLoginTokens(secret);
    const issued = await tokens.issue("C-1", "a@b.org");
    expect(await tokens.verify(issued.token, "C-2")).toBe("other-record");
  });

  it("are refused when signed with another secret", async () => {
    const forged = await createLoginTokens("another-secret-0123456789abcdef0123456789").issue("C-1", "a@b.org");
    expect(await createLoginTokens(secret).verify(forged.token, "C-1")).toBe("invalid");
  });

  it("are refused with alg none or another algorithm", async () => {
    const unsigned = new UnsecuredJWT({ email: "a@b.org" })
      .setSubject("C-1")
      .setJti("x")
      .setExpirationTime("15m")
      .encode();
    const tokens = createLoginTokens(secret);
    expect(await tokens.verify(unsigned, "C-1")).toBe("malformed");
    const hs512 = await new SignJWT({ email: "a@b.org" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("C-1")
      .setJti("x")
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(hs512, "C-1")).toBe("invalid");
  });

  it("are refused when tampered with", async () => {
    const tokens = createLoginTokens(secret);
    const { token } = await tokens.issue("C-1", "a@b.org");
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "C-2" }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${changed}.${signature}`, "C-2")).toBe("invalid");
    expect(await tokens.verify("x".repeat(5000), "C-1")).toBe("malformed");
  });
});

describe.each(ENGINES)("sign-in tokens in the store (%s)", (engine) => {
  afterEach(closeTestStores);

  it("work once: the second use is refused", async () => {
    const { db } = await openTestStore(engine);
    const issued = await createLoginTokens(secret).issue("C-1", "a@b.org");
    await recordIssuedToken(db, issued, "C-1", "a@b.org");
    expect(await isTokenUnused(db, issued.jti)).toBe(true);
    expect(await consumeToken(db, issued.jti)).toBe(true);
    expect(await consumeToken(db, issued.jti)).toBe(false);
    expect(await isTokenUnused(db, issued.jti)).toBe(false);
    expect(await isTokenUnused(db, "never-issued")).toBe(false);
  });

  it("open only the realm they were issued for: a staff link is no portal link, and the reverse", async () => {
    const tokens = createLoginTokens(secret);
    const staff = await tokens.issue("boss@org.test", "boss@org.test", "staff");
    expect(await tokens.verify(staff.token, null, "staff")).toMatchObject({ email: "boss@org.test" });
    expect(await tokens.verify(staff.token, "boss@org.test")).toBe("invalid");
    const portal = await tokens.issue("C-1", "a@b.org");
    expect(await tokens.verify(portal.token, null, "staff")).toBe("invalid");

    const { db } = await openTestStore(engine);
    await recordIssuedToken(db, staff, "boss@org.test", "boss@org.test", Date.now(), "staff");
    expect(await isTokenUnused(db, staff.jti)).toBe(false);
    expect(await consumeToken(db, staff.jti)).toBe(false);
    expect(await consumeToken(db, staff.jti, Date.now(), "staff")).toBe(true);
  });
});
