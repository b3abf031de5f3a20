/** The impact figures' words in English (`../es/words.ts` says the same in Spanish): each figure's name and how it is counted. */
export const figures = {
  computers: {
    label: "Computers donated",
    howWeCount:
      "Every device our staff recorded as received in a donation given on this site: laptops, desktops, monitors, phones and tablets, printers and others.",
  },
  pounds: {
    label: "Pounds of e-waste recycled",
    howWeCount:
      "The weight our inventory records for donated devices it marks as recycled, to the pound; a device with no recorded weight adds nothing.",
  },
  classes: {
    label: "Digital skills classes taught",
    howWeCount: "Each class session at which our staff or the host partner took attendance.",
  },
  students: {
    label: "Students who completed a class",
    howWeCount: "Each student who attended enough of a class to complete it and earn its certificate.",
  },
  partners: {
    label: "Non-profit partners",
    howWeCount: "The non-profit organisations whose partnership with us is active today.",
  },
  volunteerHours: {
    label: "Volunteer hours",
    howWeCount:
      "The hours volunteers gave at shifts on this site, from the attendance staff took (and corrected, with a reason), in whole hours.",
  },
};

export const notes = {
  heading: "How we count",
  asOf: (day: string) => `As of ${day}`,
  since: (year: number, before: string, recorded: string) =>
    `Since ${year}: ${before} before this site kept records, ${recorded} recorded here.`,
  unavailable: "Our figures are counted from our records, which cannot be read right now; look again in a few minutes.",
};
