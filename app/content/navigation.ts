/**
 * The words of the header and footer navigation, by key. The links themselves (which page, in which group or
 * column) are written once, in the route list (`navGroupsIn`, app/config/routes.ts) and the footer
 * (`footerColumnsIn`, app/page/footer.ts); each language gives only its words (`es/navigation.ts`).
 */
export const navigationWords = {
  // The header's groups and links, as the spec's menu names them.
  programs: "Programs",
  apply: "Apply for a Computer",
  skillsCourses: "Digital Skills Courses",
  partnerships: "Non-Profit Partnerships",
  // Not in the spec's menu: without it nothing on the site led to the internet service.
  lowCostInternet: "Low-cost internet",
  aboutUs: "About Us",
  missionHistory: "Mission & History",
  team: "Team",
  press: "Press & Media",
  getInvolved: "Get Involved",
  donateToday: "Donate Today",
  volunteer: "Volunteer",
  dropOffSite: "Drop-Off Site",
  contact: "Contact Us",
  // The way into the portal, beside the groups (the spec's menu has none).
  portalEntry: "Check my application / donor portal",
  // The footer's own words. 'About Us' is a column's link here, and a group's name in the header: Spanish words them apart.
  about: "About",
  aboutUsLink: "About Us",
  impact: "Our Impact",
  blog: "Blog",
  careers: "Careers",
  ourPrograms: "Our Programs",
  skillsClasses: "Digital Skills Classes",
  fundOurWork: "Fund Our Work",
  donateComputers: "Donate Computers",
  eWasteDropOff: "E-Waste Drop-Off",
  // The footer's "Sign in" column: each kind of person's own sign-in, named for who uses it (issue 45).
  signIn: "Sign in",
  partnerPortal: "Partner portal, for caseworkers",
  shieldAccount: "Shield account, for subscribers",
  otherSignIns: "Class students, money donors and volunteers",
  // Names the list of legal pages at the bottom of the footer.
  legal: "Legal",
} as const;

export type NavigationWords = { [Key in keyof typeof navigationWords]: string };
