/** The words around every third-party frame (forms, map, feeds, checkout): its way out, and what to do if it stays blank. */
export const embedWords = {
  openInNewTab: (title: string) => `Open the ${title.toLowerCase()} in a new tab`,
  ifBlank: (title: string) =>
    `If the ${title.toLowerCase()} below stays blank or does not load, use the button above to open it in a new tab.`,
} as const;
