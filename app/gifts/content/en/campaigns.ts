/** A campaign's page, in English (Spanish: `../es/campaigns.ts`). Issue 48 §2, decision 123. */
export const campaign = {
  raised: (raised: string, goal: string) => `${raised} raised of a ${goal} goal`,
  donors: (count: number) => (count === 1 ? "1 donor" : `${count} donors`),
  progress: "Toward the goal",
  give: "Give to this campaign",
  ended: (day: string) => `This campaign ended on ${day}. Thank you to everyone who gave.`,
  endsOn: (day: string) => `Open until ${day}.`,
  latest: "Latest gifts",
  none: "No gifts yet. Yours can be the first.",
  anonymous: "Anonymous",
  givenOn: (day: string) => `on ${day}`,
};

export const givingFor = (title: string) => `Your gift goes to the campaign “${title}”.`;
