import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, ButtonAnchor } from "~/components/Button";

/** The site's buttons are written once (issue 46): a form's button posts without JavaScript, and no page writes a
 * button's look by hand. */
const app = path.resolve(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

describe("Button", () => {
  it("is a submit that passes its name, value and formAction to the form", () => {
    const html = renderToStaticMarkup(
      createElement(Button, { name: "intent", value: "move", formAction: "/portal/x" }, "Move the pickup"),
    );
    expect(html).toMatch(/^<button type="submit" class="[^"]*bg-brand-dark[^"]*text-white[^"]*"/);
    expect(html).toContain('name="intent"');
    expect(html).toContain('value="move"');
    expect(html).toContain('formaction="/portal/x"');
    expect(html).toContain(">Move the pickup</button>");
  });

  it("keeps a plain button plain and adds only placement to its look", () => {
    const html = renderToStaticMarkup(
      createElement(Button, { type: "button", kind: "danger", size: "wide", className: "mt-6" }, "Cancel"),
    );
    expect(html).toBe(
      '<button type="button" class="font-semibold border-2 border-red-800 text-red-800 w-full rounded-lg px-4 py-3 mt-6">Cancel</button>',
    );
  });

  it("styles a download link as a button and keeps its attributes", () => {
    const html = renderToStaticMarkup(
      createElement(ButtonAnchor, { href: "/x.csv", download: "x.csv", size: "medium" }, "Download"),
    );
    expect(html).toBe(
      '<a class="font-semibold bg-brand-dark text-white disabled:opacity-70 rounded-lg px-5 py-2 inline-block" href="/x.csv" download="x.csv">Download</a>',
    );
  });

  it("is the only place a page's button look is written", () => {
    const handWritten = sourceFiles(app)
      .filter((file) => !file.endsWith(path.join("components", "Button.tsx")))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/className="([^"]*)"/g)]
          .map((match) => match[1]!)
          .filter((classes) => /(^|\s)(bg|border)-brand-dark(\s|$)/.test(classes) && /\bpx-\d/.test(classes))
          .map((classes) => `${path.relative(app, file)}: ${classes}`),
      );
    expect(handWritten).toEqual([]);
  });
});
