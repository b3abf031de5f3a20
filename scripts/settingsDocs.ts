/**
 * docs/settings.md's tables and `.env.example`, written from the settings' declarations (app/startup's list of
 * groups): `npm run docs:settings` writes them, and a unit test fails when either differs from what this makes.
 */
import { defaultOf } from "~/platform/settings/declare.server";
import { settingGroups } from "~/startup/settings.server";

const START = "<!-- settings: written by `npm run docs:settings` from the declarations; edit those, not this -->";
const END = "<!-- settings: end -->";

export function settingsTables(): string {
  return settingGroups
    .map((group) => {
      const rows = Object.entries(group.declarations).map(
        ([name, declaration]) => `| \`${name}\` | ${defaultOf(declaration).text} | ${declaration.about} |`,
      );
      return [`### ${group.title}`, "", "| variable | default | what it does |", "| --- | --- | --- |", ...rows].join(
        "\n",
      );
    })
    .join("\n\n");
}

/** docs/settings.md with its tables replaced by those the declarations make. */
export function settingsPage(current: string): string {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/settings.md has lost its markers: ${START} … ${END}`);
  return `${current.slice(0, start)}${START}\n\n${settingsTables()}\n\n${current.slice(end)}`;
}

/** Markdown to plain words for a comment: no backticks, links as their text. */
const plain = (markdown: string) => markdown.replaceAll("`", "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");

function wrapped(text: string, width = 116): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > width && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

export function envExample(): string {
  const header = [
    "# Every setting the server reads, with its default (docs/settings.md says more). Written by",
    "# `npm run docs:settings` from the declarations; a setting left commented out takes its default.",
  ];
  const groups = settingGroups.map((group) =>
    [
      `# ── ${group.title} ──`,
      ...Object.entries(group.declarations).flatMap(([name, declaration]) => {
        const { text, value } = defaultOf(declaration);
        return [...wrapped(`${plain(declaration.about)} (default: ${plain(text)})`), `# ${name}=${value ?? ""}`];
      }),
    ].join("\n"),
  );
  return `${[header.join("\n"), ...groups].join("\n\n")}\n`;
}
