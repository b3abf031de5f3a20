import { mkdtempSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { sharedPagePaths, sitePages } from "~/config/routes";
import { locales, pathInLocale } from "~/i18n/locale";
import { applicantSteps } from "~/kits/records/applicantStatus";
import { composeLoginEmail, composeStaffLoginEmail, loginLink, staffLoginLink } from "~/kits/signIn/loginEmail.server";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { blogArticleList } from "../support/blogArticles";
import { people } from "../support/portalFixtures";
import { emailedLink, hiddenFormFields, openLink } from "../support/portalFlow";
import { nuErrors } from "../support/nuChecker";
import { portalSuite } from "../support/portalSuite";

/**
 * Every page is valid, for every checker: its bytes are UTF-8 with no U+0000 (plain and gzip, as the wire carries
 * them), and the W3C Nu HTML checker (the `vnu-jar` package, run by Java) finds no error in any public page, sign-in
 * page, portal page, 404 page or email body. The documents are gathered first, then checked in one run of the
 * checker, since starting Java is most of its time.
 */
// One server for the file: its tests run in one worker, in order (spread over workers, each would start its own).
test.describe.configure({ mode: "default" });

const suite = portalSuite("valid-pages");

/** The response's bytes as sent: nothing decodes or unpacks them on the way. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Problems with a document's bytes: a U+0000, bytes that are not UTF-8, a U+FFFD (a character lost on the way). */
function byteProblems(body: Buffer): string[] {
  const problems: string[] = [];
  const nul = body.indexOf(0);
  if (nul !== -1)
    problems.push(`U+0000 at byte ${nul}: …${body.subarray(Math.max(0, nul - 40), nul).toString("utf8")}`);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    if (text.includes("\uFFFD")) problems.push("U+FFFD");
  } catch {
    problems.push("not UTF-8");
  }
  return problems;
}

test.describe("page bytes: every character whole", () => {
  const articlePaths = blogArticleList.flatMap((article) =>
    locales.map((locale) => pathInLocale(locale, article.path)),
  );
  const paths = [...sharedPagePaths, ...articlePaths, "/auth", "/es/auth", "/no-such-page", "/es/no-such-page"];

  test("/es/hotspot and /es/partner, plain and gzip, have no U+0000 (their footers had one)", async () => {
    for (const pagePath of ["/es/hotspot", "/es/partner"]) {
      for (const encoding of ["identity", "gzip"]) {
        const response = await rawGet(`${suite.server.url}${pagePath}`, { "Accept-Encoding": encoding });
        expect(response.status, pagePath).toBe(200);
        expect(response.encoding ?? "identity", pagePath).toBe(encoding);
        const body = encoding === "gzip" ? gunzipSync(response.body) : response.body;
        expect(body.includes(0), `${pagePath} ${encoding}`).toBe(false);
        expect(body.toString("utf8"), pagePath).toContain("</footer>");
      }
    }
  });

  test("every public page in both languages, sign-in and 404 pages, plain and gzip: UTF-8, no U+0000, no U+FFFD", async () => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    // Twice each: the first request renders the page, the second is answered from the origin's memory.
    for (const pagePath of paths) {
      for (const encoding of ["identity", "gzip", "identity", "gzip"]) {
        const response = await rawGet(`${suite.server.url}${pagePath}`, { "Accept-Encoding": encoding });
        const body = response.encoding === "gzip" ? gunzipSync(response.body) : response.body;
        for (const problem of byteProblems(body)) problems.push(`${pagePath} (${encoding}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("the W3C Nu HTML checker", () => {
  test("finds no error in any public page, sign-in page, portal page, 404 page or email body, in both languages", async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const base = suite.server.url;
    const folder = mkdtempSync(path.join(tmpdir(), "nu-documents-"));
    const files: string[] = [];
    const save = (name: string, html: string) => {
      const file = path.join(folder, `${name.replace(/[^\w-]+/g, "_")}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    const saveGet = async (address: string, expected: number) => {
      const response = await context.request.get(`${base}${address}`, { maxRedirects: 0 });
      expect(response.status(), address).toBe(expected);
      save(address, await response.text());
    };

    // Public pages, every page of the route list (signed out) and every article, in both languages.
    const publicPaths = [...sitePages.map((entry) => entry.path), ...blogArticleList.map((article) => article.path)];
    for (const locale of locales) for (const address of publicPaths) await saveGet(pathInLocale(locale, address), 200);
    for (const address of ["/no-such-page", "/es/no-such-page", "/portal/no-such-thing", "/blog/no-such-article"])
      await saveGet(address, 404);
    await saveGet("/staff/sign-in", 200);

    // The sign-in page's answers: an address it cannot read, and the link sent, in both languages.
    for (const locale of locales) {
      const signIn = pathInLocale(locale, "/auth");
      for (const [name, email] of [
        ["refused", "not an address"],
        ["sent", people.volunteer],
      ] as const) {
        const fields = hiddenFormFields(await (await context.request.get(`${base}${signIn}`)).text());
        const answer = await context.request.post(`${base}${signIn}`, { form: { ...fields, email } });
        save(`${signIn}-${name}`, await answer.text());
      }
    }

    // The portal, signed in as applicants (denied, approved) and as a donor: the emailed link's page, then each language.
    for (const person of [people.denied, people.approved, people.donor]) {
      await context.clearCookies();
      const link = await emailedLink(page, base, suite.smtp, person);
      save(`continue-${person}`, await (await context.request.get(link)).text());
      await openLink(page, link);
      for (const locale of locales) {
        const response = await context.request.get(`${base}${pathInLocale(locale, "/portal")}`);
        expect(response.status()).toBe(200);
        save(`portal-${locale}-${person}`, await response.text());
      }
    }

    // Every kind of email: the sign-in link (each language), the staff console's link, and each status's email.
    for (const locale of locales) {
      save(
        `email-sign-in-${locale}`,
        composeLoginEmail(loginLink(base, "C-1", "a.b.c", locale), "Ana <b>Díaz</b>", locale).html,
      );
      for (const step of applicantSteps) {
        const email = composeStatusEmail(
          base,
          {
            Full_Name: "Ana Díaz",
            Status: step.value,
            Denial_Reason: "Lives outside NJ",
            Nominating_Organization: "Library & Co",
          },
          locale,
        );
        expect(email, step.value).not.toBeNull();
        save(`email-status-${locale}-${step.value}`, email!.html);
      }
    }
    save("email-staff-sign-in", composeStaffLoginEmail(staffLoginLink(base, "a.b.c")).html);

    expect(await nuErrors(files)).toEqual([]);
  });
});
