/** Hostile input never gets a 5xx, and sign-in emails are limited per address and per client. */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { hiddenFormFields, postSignIn } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import { textSignIn } from "~/kits/signIn/content/en/words";
import { textSignIn as textSignInEs } from "~/kits/signIn/content/es/words";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("portal-sign-in-limits");

test.describe("hostile input", () => {
  test("never gets a 5xx, always a sentence, and the server keeps answering", async ({ page }) => {
    const request = page.request;
    const auth = `${suite.server.url}/auth`;
    const fields = hiddenFormFields(await (await request.get(auth)).text());
    const emails = [
      "",
      "not-an-email",
      `${"a".repeat(10_000)}@x.org`,
      "a@b.org\u0000",
      "a@b.org\r\nBcc: x@y.org",
      "a@b.org, c@d.org",
    ];
    for (const email of emails) {
      const response = await request.post(auth, { form: { ...fields, email } });
      expect(response.status(), JSON.stringify(email.slice(0, 30))).toBe(400);
      expect(await response.text()).toContain("Please enter a valid email address.");
    }
    const attempts = [
      request.post(auth, { data: { email: "a@b.org" } }),
      request.post(auth, { multipart: { email: "a@b.org" } }),
      request.post(auth, { form: { email: "a@b.org" } }),
      request.post(auth, { form: { ...fields, "email[]": "a@b.org" } }),
      request.put(auth, { form: { email: "a@b.org" } }),
      request.delete(`${suite.server.url}/portal`),
      request.post(`${suite.server.url}/portal`, {
        form: { ...fields, intent: "continue", "recordId[]": "1", jwt: "x" },
      }),
      request.post(`${suite.server.url}/portal`, { form: { ...fields, intent: "other" } }),
      request.get(`${suite.server.url}/portal?recordId[]=1&jwt[]=x`),
      request.get(`${suite.server.url}/portal?recordId=%E0%A4%A&jwt=%`),
      request.get(`${suite.server.url}/portal?recordId=C-1&recordId=C-2&jwt=a.b.c`),
      request.get(`${suite.server.url}/portal?recordId=C-1&jwt=${"a".repeat(6000)}`),
      request.get(`${suite.server.url}/portal?page=-1`),
      request.get(`${suite.server.url}/portal/donated_computers.csv?x=%00`, { maxRedirects: 0 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status(), response.url()).toBeLessThan(500);
      const body = await response.text();
      expect(body).not.toMatch(/at .+\.js:\d+/);
      if (response.headers()["content-type"]?.startsWith("text/html"))
        expect(body).toMatch(/Please|Error fetching|sign/i);
    }
    expect((await request.get(`${suite.server.url}/auth`)).status()).toBe(200);
    expect(suite.server.logs()).not.toContain(people.donor);
  });
});

test.describe("sign-in limits", () => {
  test("one address gets at most 3 emails in 15 minutes, with the usual answer every time", async ({ page }) => {
    const fields = hiddenFormFields(await (await page.request.get(`${suite.server.url}/auth`)).text());
    const since = suite.server.logs().length;
    for (let i = 0; i < 6; i++) {
      const answer = await page.request.post(`${suite.server.url}/auth`, {
        form: { ...fields, email: people.recommended },
      });
      expect(await answer.text()).toContain("we have sent you an email to login");
      // Let each email go out, so later requests cannot simply reuse a pending one: the message has arrived, and the
      // server has recorded it as sent (until then a new request would reuse it as still on its way).
      await suite.smtp.waitFor(people.recommended, { after: Math.min(i, 2), timeoutMs: 5_000 });
      await waitForLog(suite.server, (entry) => entry.message === "mail sent" && entry.to === "r***@fixture.test", {
        since,
        count: Math.min(i + 1, 3),
      });
    }
    // The server's account of all six requests: three emails queued, the other three refused, so none is on its way.
    const outcomes = await waitForLog(
      suite.server,
      (entry) => entry.message === "sign-in email" && entry.to === "r***@fixture.test",
      { since, count: 6 },
    );
    expect(outcomes.filter((entry) => entry.outcome === "queued")).toHaveLength(3);
    expect(suite.smtp.countTo(people.recommended)).toBe(3);
  });

  test("a flood from one client address is answered normally but sends nothing more", async ({ page }) => {
    const flood = { "X-Forwarded-For": "192.0.2.77" };
    const fields = hiddenFormFields(
      await (await page.request.get(`${suite.server.url}/auth`, { headers: flood })).text(),
    );
    const since = suite.server.logs().length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        page.request.post(`${suite.server.url}/auth`, {
          form: { ...fields, email: `flood${i}@fixture.test` },
          headers: flood,
        }),
      ),
    );
    for (const answer of answers) expect(await answer.text()).toContain("we have sent you an email to login");
    const limited = await postSignIn(page.request, suite.server.url, people.deniedNoReason, flood);
    expect(limited.status()).toBe(200);
    expect(await limited.text()).toContain("we have sent you an email to login");
    // The server logs that it turned the 31st post away before looking the address up, so no email can follow.
    await waitForLog(
      suite.server,
      (entry) => entry.message === "sign-in limited for client" && entry.client === "192.0.2.77",
      { since },
    );
    expect(suite.smtp.countTo(people.deniedNoReason)).toBe(0);
  });

  test("known and unknown addresses get the same answer, each after the same floor of time", async ({ page }) => {
    const fields = hiddenFormFields(await (await page.request.get(`${suite.server.url}/auth`)).text());
    const timed = async (email: string) => {
      const started = Date.now();
      const response = await page.request.post(`${suite.server.url}/auth`, { form: { ...fields, email } });
      return { ms: Date.now() - started, text: await response.text(), status: response.status() };
    };
    const known = await timed(people.client);
    const unknown = await timed("stranger@fixture.test");
    expect(unknown.status).toBe(known.status);
    for (const answer of [known, unknown]) {
      expect(answer.text).toContain("we have sent you an email to login");
      // Every answer waits out the same floor, which is longer than the extra work a known address costs.
      expect(answer.ms).toBeGreaterThanOrEqual(250);
    }
    // The two times side by side are measured by `npm run bench` (docs/performance.md): on a busy machine their
    // difference says more about the machine than about the server.
  });
});

test.describe("texted codes", () => {
  test("five wrong codes lock a number, on an application or not: the fifth answer and the later ones say so", async ({
    page,
  }) => {
    const nu = nuCollector("sign-in-lock");
    // A number on no application locks as a known one does, so the answer tells nobody whether it is known.
    for (const [prefix, words, phone] of [
      ["", textSignIn, "201-555-0911"],
      ["/es", textSignInEs, "201-555-0912"],
    ] as const) {
      const codePage = `${suite.server.url}${prefix}/auth/code`;
      const fields = hiddenFormFields(await (await page.request.get(codePage)).text());
      const tryCode = (code: string) =>
        page.request.post(codePage, { form: { ...fields, intent: "check", phone, code } });
      for (let i = 0; i < 4; i++) {
        const answer = await tryCode(String(100_000 + i));
        expect(answer.status()).toBe(400);
        expect(await answer.text()).toContain(words.wrongCode);
      }
      for (const code of ["100004", "100005"]) {
        const answer = await tryCode(code);
        expect(answer.status()).toBe(400);
        const html = await answer.text();
        expect(html).toContain(words.locked(15));
        expect(html).not.toContain(words.wrongCode);
        nu.keep(`${prefix}-locked`, html);
      }
    }
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});
