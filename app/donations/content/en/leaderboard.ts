/**
 * The companies' leaderboard's words in English (`../es/leaderboard.ts` says the same in Spanish): the public page,
 * the donor's choice in their portal and the link from /donate. Numbers and days come in already formatted.
 */
export const page = {
  heading: "Toward one million computers",
  intro:
    "Our goal is one million computers given a second life. Here is how far we have come, counted from our records, and the companies that chose to be listed for the devices they gave.",
  progressLabel: "Computers donated toward the goal",
  progress: (count: string, goal: string) => `${count} of ${goal} computers`,
  companies: "Companies that gave",
  caption: "The companies listed, by the computers we received from them",
  rank: "Rank",
  company: "Company",
  computers: "Computers donated",
  none: "No company has chosen to be listed yet.",
  onlyChosen:
    "A company appears here only when the person who gave in its name chooses so in their portal, and only for the devices we have received.",
  give: "Donate your company's computers",
};

export const portal = {
  heading: "Your company on our leaderboard",
  intro:
    "Our leaderboard counts toward one million computers and lists the companies that choose to appear, with the devices we received in their name. Your company is not listed until you choose so, and you can change your mind at any time.",
  none: "Your donations do not name a company, so there is nothing to list.",
  question: (company: string) => `List ${company} on the leaderboard?`,
  yes: "Yes, list it with the devices we received",
  no: "No, do not list it",
  save: "Save my choice",
  chosenOn: (day: string) => `You chose on ${day}.`,
  notChosen: "You have not chosen yet: it is not listed.",
  saved: (company: string, listed: boolean) =>
    listed
      ? `Saved: ${company} is on the leaderboard once we have received devices in its name.`
      : `Saved: ${company} is not on the leaderboard.`,
  chooseOne: "Choose yes or no.",
  notNamed: "Your donations do not name that company.",
  form: "The form could not be read. Please try again.",
  see: "See the leaderboard",
  back: "Back to your portal",
  panelText:
    "Companies that give can appear on our leaderboard toward one million computers. Choose whether yours does.",
  panelLink: "Choose for your company",
};

export const donate = {
  seeLeaderboard: "See the companies on our leaderboard toward one million computers",
};
