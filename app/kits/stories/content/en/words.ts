/** The stories' words in English (the Spanish twin is `../es/words.ts`): on a donor's donation page and on /impact. */
export const storyWords = {
  donationHeading: "What your computers are doing now",
  donationIntro: "People who received a computer from this donation told us, and agreed that we share it with you:",
  impactHeading: "In their words",
  impactIntro: "People who received a computer told us what it changed, and agreed that we share it.",
  anonymous: "Someone who received a computer",
  device: (model: string, id: string) => `${model}, device ${id}`,
  deviceWithoutModel: (id: string) => `Device ${id}`,
};
