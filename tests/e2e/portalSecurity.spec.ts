import { expect } from "@playwright/test";
import { test } from "../support/test";
import { people } from "../support/portalFixtures";
import { withMailOutage } from "../support/mailOutage";
import { portalSuite } from "../support/portalSuite";
import { emailedLink, hiddenFormFields, openLink, postSignIn, requestLink } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import { signInLinkFrom } from "../support/smtpCapture";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("portal-security");

const tokenError = "Error fetching data. Please try again.";

test.describe("sign-in links", () => {
  test("a link opened (as a mail scanner would) is not used up until Continue is pressed, and works once", async ({
    page,
  }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.approved);
    const prefetch = await page.request.get(link);
    expect(prefetch.status()).toBe(200);
    expect(prefetch.headers()["cache-control"]).toBe("no-store");
    await openLink(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
    const cookie = (await page.context().cookies()).find((c) => c.name === "portal_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });

    await page.goto(link);
    await expect(page.getByText(tokenError)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });

  test("a replayed Continue post is refused", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.pending);
    await page.goto(link);
    const fields = hiddenFormFields(await page.content());
    const url = new URL(link);
    const form = {
      ...fields,
      intent: "continue",
      recordId: url.searchParams.get("recordId")!,
      jwt: url.searchParams.get("jwt")!,
    };
    const first = await page.request.post(`${suite.server.url}/portal`, { form, maxRedirects: 0 });
    expect(first.status()).toBe(302);
    // Sent again as it was the first time, without the session the first post opened (whose forms it does not belong to).
    await page.context().clearCookies({ name: "portal_session" });
    const second = await page.request.post(`${suite.server.url}/portal`, { form, maxRedirects: 0 });
    expect(second.status()).toBe(400);
    expect(await second.text()).toContain(tokenError);
  });

  test("a tampered, re-pointed, unsigned or missing token shows the spec's error", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.submitted);
    const url = new URL(link);
    const token = url.searchParams.get("jwt")!;
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    const repointedPayload = Buffer.from(JSON.stringify({ ...claims, sub: "C-8" })).toString("base64url");
    const variants = [
      `/portal?recordId=C-1&jwt=${flipped}`,
      `/portal?recordId=C-8&jwt=${token}`,
      `/portal?recordId=C-8&jwt=${header}.${repointedPayload}.${signature}`,
      `/portal?recordId=C-1&jwt=${unsigned}`,
      `/portal?recordId=C-1`,
      `/portal?recordId=C-1&jwt=`,
    ];
    for (const variant of variants) {
      await page.goto(`${suite.server.url}${variant}`, { waitUntil: "domcontentloaded" });
      await expect(page.getByText(tokenError), variant).toBeVisible();
    }
    await page.goto(`${suite.server.url}/portal?jwt=${token}`, { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Please enter an ID.")).toBeVisible();
    // None of these used the real link up.
    await openLink(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
  });
});

test.describe("a form belongs to the session it was opened in", () => {
  const formExpired = "This form has expired. Please reload the page and try again.";

  test("a sign-in form opened before signing in is refused after it, with a sentence and the typed address kept", async ({
    page,
    context,
  }) => {
    await page.goto(`${suite.server.url}/auth`);
    // Meanwhile the same browser signs in, in another tab.
    const other = await context.newPage();
    await openLink(other, await emailedLink(other, suite.server.url, suite.smtp, people.approved));
    await other.close();
    await page.getByPlaceholder("Enter email").fill("typed.before@example.org");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Unlock" }).click(),
    ]);
    expect(answer.status()).toBe(403);
    await expect(page.getByText(formExpired)).toBeVisible();
    await expect(page.getByPlaceholder("Enter email")).toHaveValue("typed.before@example.org");
    // The page it answered with carries a token of the session now open: sending again is accepted.
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText(formExpired)).toHaveCount(0);
  });

  test("the Back to Search form of an earlier session cannot end the session open now", async ({ page }) => {
    await openLink(page, await emailedLink(page, suite.server.url, suite.smtp, people.denied));
    const earlier = hiddenFormFields(await page.content());
    await openLink(page, await emailedLink(page, suite.server.url, suite.smtp, people.denied));
    const stale = await page.request.post(`${suite.server.url}/portal`, {
      form: { ...earlier, intent: "back" },
      maxRedirects: 0,
    });
    expect(stale.status()).toBe(403);
    expect(await stale.text()).toContain(formExpired);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
    // The form of the session open now still works.
    const current = hiddenFormFields(await page.content());
    const signedOut = await page.request.post(`${suite.server.url}/portal`, {
      form: { ...current, intent: "back" },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe("/auth");
  });
});

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

test.describe("with JavaScript on", () => {
  test.use({ javaScriptEnabled: true });

  test("the Unlock button reads 'Sending...' and is disabled while the request is on its way", async ({ page }) => {
    // The post is held until the test has looked at the button, however slow the machine, then let through.
    let releasePost!: () => void;
    const postReleased = new Promise<void>((resolve) => (releasePost = resolve));
    await page.route("**/auth**", async (route) => {
      if (route.request().method() === "POST") await postReleased;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/auth`);
    // The pending state comes from the page's enhancement script: wait until it has run.
    await page.waitForLoadState("load");
    await page.getByPlaceholder("Enter email").fill(people.donor);
    // The post is a page navigation, and Playwright's queries wait for navigations to end: the press and the look
    // at the button happen inside the page, while the post is on its way.
    const whileSending = await page
      .getByRole("button", { name: "Unlock" })
      .evaluate(async (button: HTMLButtonElement) => {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { text: button.textContent, disabled: button.disabled };
      })
      .finally(releasePost);
    expect(whileSending).toEqual({ text: "Sending...", disabled: true });
    await expect(page.getByText("we have sent you an email to login")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock" })).toBeEnabled();
    signInLinkFrom(await suite.smtp.waitFor(people.donor));
  });
});

test.describe("mail outage", () => {
  test("a sign-in while the SMTP server is down is delivered once it comes back, without a restart", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    await withMailOutage("portal-outage", {}, async ({ server: outage, smtpComesBack }) => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await requestLink(page, outage.url, people.client);
      const late = await smtpComesBack();
      const mail = await late.waitFor(people.client, { timeoutMs: 40_000 });
      await openLink(page, signInLinkFrom(mail));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
      // Once the sender has recorded the message as sent it never picks it up again: a second copy would be here by now.
      await waitForLog(outage, (entry) => entry.message === "mail sent" && entry.to === "c***@fixture.test");
      expect(late.countTo(people.client)).toBe(1);
      expect(outage.logs()).toContain("mail not sent, will retry");
      await page.close();
    });
  });
});
