import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { embeds, type Embed } from "~/config/embeds";
import { externalLinks } from "~/config/external";
import { org } from "~/config/org";
import * as eligibilityEn from "~/content/computerEligibility";
import * as eligibilityEs from "~/content/es/computerEligibility";
import { answerOtherHosts } from "../support/thirdPartyFrames";
import { incomeLimit } from "~/applications/screener";
import * as applicationEn from "~/applications/content/en/words";
import * as applicationEs from "~/applications/content/es/words";
import { povertyGuidelines } from "~/content/povertyGuidelines";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";

/** What a visitor must find on a page, in the spec's words and figures. */
type PageCheck = {
  path: string;
  h1: string;
  texts: string[];
  /** Exact figures, each the whole text of one element. */
  figures?: string[];
  /** [visible link text, href]. */
  links: Array<[string, string]>;
  frames?: Embed[];
  /** [list container selector, number of items] for steps and card lists the spec counts. */
  counts?: Array<[string, number]>;
};

const pages: PageCheck[] = [
  {
    path: "/",
    h1: "Transform a life with technology",
    texts: [
      "180+ corporate leaders",
      "a donation",
      "data erasure",
      "partners",
      "unlocks opportunity",
      "enables real change",
      "hours of connectivity",
      "Be Part of the Change",
      "Testimonial to be supplied",
      "Ways to Get Involved",
      "e-waste drop-off site",
      "digital access",
    ],
    figures: ["4,551", "58.353", "219", "10,000,000", "1 million", "180+", "400+"],
    links: [
      ["Donate Computers", "/donate"],
      ["Apply for a Computer", "/apply"],
      ["Discover our programs", "/programs"],
      ["Donate a computer", "/donate"],
      ["Become a partner", "/partner"],
      ["Fund Digital Access", "/support"],
      ["Volunteer", "/volunteer"],
    ],
    counts: [["ol", 4]],
  },
  {
    path: "/donate",
    h1: "Donate your computers, change a life",
    texts: [
      "10+ devices",
      "free pickup",
      "Under 10 devices",
      "drop off",
      "destroyed",
      "recycled",
      "connected",
      "Quick Drop-Off",
      "over 10,000",
      "NIST 800-88",
      "certificate of data destruction",
      "tax-deductible receipt",
      "Get Involved",
    ],
    links: [
      ["Donate Now", "#donation-form"],
      ["Find a drop-off location", "/ewastedropoff"],
      ["Fund Digital Access", "/support"],
      ["Host a Computer Drive", "/contact"],
      ["Volunteer", "/volunteer"],
      ["Start your donation", "/donate/start"],
    ],
    frames: [],
  },
  {
    path: "/apply",
    h1: "Unlocking opportunities, one computer at a time",
    texts: [
      "41% of lower-income adults lack a desktop or laptop",
      "about 10 minutes",
      "New Jersey, New York City or Massachusetts",
      "recommender",
    ],
    links: [
      ["Apply for a Device", "#application-form"],
      ["See the income requirements", "/eligibility"],
      ["Paper application", "/paperapplication"],
      ["Start your application", "/application"],
    ],
    frames: [],
    counts: [["ol", 5]],
  },
  {
    path: "/dsclasses",
    h1: "Free digital skills for every age",
    texts: [
      "PC Building Classes",
      "Free, 2 hours, for ages 13-18",
      "Digital Skills/Literacy Classes",
      "In person, for all ages",
      "email",
      "office-suite",
      "14 weeks",
      "about 3 months",
      "certificate",
      "New York City and northern New Jersey",
      "Host a class",
      "details to be supplied",
    ],
    links: [
      ["See our courses", "#courses"],
      ["Ask to host a class", "/contact"],
    ],
    counts: [["#courses ul", 3]],
  },
  {
    path: "/about",
    h1: "Mission & History",
    texts: [
      "Vision",
      "Mission",
      "1 million computers donated by 2030",
      "2019",
      "2021",
      "Hoboken, NJ",
      "2023",
      "2024",
      "Waltham, MA",
      "Today",
      "How You Can Help",
    ],
    figures: ["4,551", "219", "400+"],
    links: [
      ["Fund Digital Access", "/support"],
      ["Donate Computers", "/donate"],
      ["Volunteer", "/volunteer"],
    ],
    counts: [["ol", 5]],
  },
  {
    path: "/blog",
    h1: "5 ways to improve your internet connection",
    texts: ["Latest articles", "Watch our videos"],
    links: [
      ["Continue Reading", "/blog/5-ways-to-improve-your-internet-connection"],
      ["Visit our video channel", externalLinks.videoChannel],
    ],
  },
  {
    path: "/contact",
    h1: "Contact Us",
    texts: ["Monday-Friday 9:00 a.m. to 5:00 p.m. EST", "floating Help button", "help centre"],
    links: [["Send us a message", "#contact-form"]],
    frames: [embeds.contactForm],
  },
  {
    path: "/ewastedropoff",
    h1: "E-Waste Drop-Off",
    texts: [
      "Laptops, smartphones and tablets are accepted free at over 10,000 courier and pharmacy-chain locations nationwide.",
      "the donate form",
      "a QR code",
      "the boxed device",
      "Desktops, monitors and printers",
      "Hoboken",
      "Waltham",
    ],
    links: [
      ["Fill out the donate form", "/donate"],
      ["Find a location", "#drop-off-map"],
    ],
    frames: [embeds.dropOffMap],
    counts: [["ol", 3]],
  },
  ...["/support", "/financialdonation"].map((path) => ({
    path,
    h1: "Fund Digital Access",
    texts: [
      "A note from our founder",
      "Founder's note to be supplied",
      `Make your check payable to ${org.legalName}`,
      "Hoboken, NJ",
    ],
    links: [
      ["Donate Monetarily", "#donate-form"],
      ["Donate a Device", "/donate"],
    ] as Array<[string, string]>,
    frames: [embeds.financialDonation],
  })),
  {
    path: "/programs",
    h1: "Our Programs",
    texts: [
      "Refurbished devices",
      "Foundational digital skills",
      "Affordable internet",
      "mobile hotspots",
      "How It Works",
      "How to Get Involved",
    ],
    links: [
      ["Apply for a Computer", "/apply"],
      ["Digital Skills Courses", "/dsclasses"],
      ["Become a Partner", "/partner"],
      ["Fund Digital Access", "/support"],
      ["Donate Computers", "/donate"],
      ["Volunteer", "/volunteer"],
    ],
  },
  {
    path: "/volunteer",
    h1: "Volunteer with us",
    texts: ["Sessions start at 10AM, in person or remote.", "Testimonial to be supplied"],
    links: [
      ["Sign up to volunteer", externalLinks.volunteerSignup],
      ["Plan a day of service", "/contact"],
    ],
    counts: [["ul", 4]],
  },
  {
    path: "/careers",
    h1: "Careers",
    texts: ["careers site"],
    links: [["See open positions", externalLinks.careers]],
  },
];

test.beforeEach(async ({ page, baseURL }) => {
  await answerOtherHosts(page, baseURL!);
});

async function headingLevels(page: Page): Promise<number[]> {
  return page.locator("main :is(h1, h2, h3, h4)").evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
}

for (const width of [360, 1280]) {
  test.describe(`home, donate, apply, classes, about, blog, contact, e-waste, programs, volunteer and careers at ${width} px with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

    for (const check of pages) {
      test(`${check.path} shows the spec's texts, figures, links and embeds`, async ({ page }) => {
        expect((await page.goto(check.path))?.status()).toBe(200);
        const main = page.locator("main");
        await expect(main.locator("h1")).toHaveCount(1);
        await expect(main.locator("h1")).toHaveText(check.h1);
        const levels = await headingLevels(page);
        levels.forEach(
          (level, index) =>
            index > 0 &&
            expect(level, "headings go down one level at a time").toBeLessThanOrEqual(levels[index - 1]! + 1),
        );

        for (const text of check.texts) await expect(main.getByText(text).first(), text).toBeVisible();
        for (const figure of check.figures ?? [])
          await expect(main.getByText(figure, { exact: true }).first(), figure).toBeVisible();
        for (const [text, href] of check.links) {
          const link = main.locator(`a[href="${href}"]`).filter({ hasText: text }).first();
          await expect(link, `${text} → ${href}`).toBeVisible();
          if (href.startsWith("https://")) await expect(link).toHaveAttribute("target", "_blank");
        }
        for (const [selector, count] of check.counts ?? [])
          await expect(main.locator(`${selector} > li`)).toHaveCount(count);

        for (const embed of check.frames ?? []) {
          const frame = main.locator(`iframe[title="${embed.title}"]`);
          await expect(frame).toHaveAttribute("src", embed.url);
          await expect(frame).toHaveAttribute("loading", "lazy");
          const open = main.getByRole("link", { name: `Open the ${embed.title.toLowerCase()} in a new tab` });
          await expect(open).toHaveAttribute("href", embed.url);
          await expect(open).toHaveAttribute("target", "_blank");
        }

        // Every in-page scroll button lands on an element of this page.
        for (const href of await main
          .locator('a[href^="#"]')
          .evaluateAll((els) => els.map((el) => el.getAttribute("href")!))) {
          await expect(page.locator(href), href).toHaveCount(1);
        }
        // Nothing sticks out sideways at phone width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

for (const [language, path, donate, apply] of [
  ["English", "/", "Donate Computers", "Apply for a Computer"],
  ["Spanish", "/es", "Done computadoras", "Solicite una computadora"],
] as const) {
  test.describe(`the home page's first screen in ${language}, on a phone, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test("offers applying for a computer beside donating, without scrolling", async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("main section").first();
      const donateLink = hero.getByRole("link", { name: donate, exact: true });
      const applyLink = hero.getByRole("link", { name: apply, exact: true });
      await expect(donateLink).toBeInViewport();
      await expect(applyLink).toBeInViewport();
      await expect(applyLink).toHaveAttribute("href", path === "/" ? "/apply" : "/es/apply");
    });
  });
}

for (const [language, path, words, region] of [
  ["English", "/eligibility", eligibilityEn.computerEligibility, "New Jersey, New York City or Massachusetts"],
  [
    "Spanish",
    "/es/eligibility",
    eligibilityEs.computerEligibility,
    "Nueva Jersey, la ciudad de Nueva York o Massachusetts",
  ],
] as const) {
  test.describe(`the eligibility page in ${language}, on a phone, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

    test("states the programme's rules in words before the income requirements form", async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const rules = page.getByTestId("eligibility-rules").locator(":scope > li");
      await expect(rules).toHaveCount(words.rules.length);
      for (const [index, rule] of words.rules.entries())
        await expect(rules.nth(index)).toHaveText(`${rule.title}. ${rule.text}`);
      await expect(rules.first()).toContainText(region);
      await expect(page.getByRole("heading", { name: words.rulesHeading, level: 2 })).toBeVisible();
      const frame = page.locator(`main iframe[src="${embeds.incomeRequirementsForm.url}"]`);
      await expect(frame).toHaveCount(1);
      const rulesComeFirst = await rules
        .last()
        .evaluate(
          (rule, form) => Boolean(rule.compareDocumentPosition(form!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await frame.elementHandle(),
        );
      expect(rulesComeFirst).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test.describe("scroll buttons and placeholders, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("'Donate Now' brings the donation form to 100 px below the top of the window", async ({ page }) => {
    await page.goto("/donate");
    await page.getByRole("link", { name: "Donate Now" }).click();
    await expect(page).toHaveURL(/#donation-form$/);
    await expect
      .poll(() => page.locator("#donation-form").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  });

  test("the blog lists its four articles, each a link to its page", async ({ page }) => {
    await page.goto("/blog");
    const articles = page.getByTestId("article-list").locator("li");
    await expect(articles).toHaveCount(4);
    for (const article of await articles.all()) await expect(article.locator('a[href^="/blog/"]')).toHaveCount(1);
    await expect(page.getByText("Coming soon")).toHaveCount(0);
  });

  test("each of the four volunteer opportunities has sessions at 10AM, in person or remote", async ({ page }) => {
    await page.goto("/volunteer");
    const cards = page.locator("main ul > li");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toContainText("10AM, in person or remote");
  });

  test("/financialdonation shows the financial contribution page under its canonical address /support", async ({
    page,
  }) => {
    await page.goto("/financialdonation");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/support$/);
  });
});

/**
 * Who may apply, in figures, where a person decides whether to apply: the region, the programmes and the income
 * limit by household size, the same figures the screener refuses by, in both languages; the pages stay shared.
 */
test.describe("eligibility in figures on /eligibility and /apply, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("each page states the region, the programmes and the limit for each household size", async ({ page }) => {
    const nu = nuCollector("eligibility-figures");
    for (const [path, words, money] of [
      ["/eligibility", applicationEn.eligibility, "en-US"],
      ["/apply", applicationEn.eligibility, "en-US"],
      ["/es/eligibility", applicationEs.eligibility, "es-US"],
      ["/es/apply", applicationEs.eligibility, "es-US"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["cache-control"], path).toMatch(/^public, /);
      const figures = page.getByTestId("eligibility-figures");
      await expect(figures.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(figures).toContainText(words.region);
      await expect(figures).toContainText(words.programme);
      const rows = figures.locator("tbody tr");
      await expect(rows).toHaveCount(povertyGuidelines.sizesListed);
      for (const size of [1, 4, povertyGuidelines.sizesListed]) {
        const limit = new Intl.NumberFormat(money, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
        // The screener's own rule: the figure a household of this size is refused above.
        await expect(rows.nth(size - 1)).toHaveText(`${size}${limit.format(incomeLimit(size))}`);
      }
      nu.keep(path, await page.content());
    }
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});
