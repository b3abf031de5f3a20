import { readFileSync } from "node:fs";
import stylesheet from "~/tailwind.css";
import widgetStyles from "~/widgets.css";
import { publicFile } from "./publicFolder.server";

/** The built stylesheets' addresses, linked by pages that hydrate (a browser keeps them a year). */
export const stylesheetUrls = [stylesheet, widgetStyles];

/** The same stylesheets as text, read once from the build, for pages that carry them inline. */
export const inlineStyles = stylesheetUrls.map((href) => readFileSync(publicFile(href), "utf8")).join("\n");
