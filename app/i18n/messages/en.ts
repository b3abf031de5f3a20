/**
 * The interface words of every page in English: the source catalogue. `Messages` is its shape, so a Spanish (or
 * any other) catalogue that misses a key does not compile. Page content lives in `app/content/` instead.
 * A few entries are functions because the words wrap a number or a name.
 */
export const en = {
  languageName: "English",
  /** The language link in the header: it names the other language in that language. */
  switchTo: { label: "Español", long: "Ver esta página en español" },
  skipToContent: "Skip to main content",
  mainNavigation: "Main",
  menu: "Menu",
  overview: (group: string) => `${group} overview`,
  newTab: "(opens in a new tab)",
  profileNewTab: "(profile, opens in a new tab)",
  footer: {
    newsletter: "Newsletter",
    newsletterIntro: "News of our work, a few times a year. We email you a link to confirm first.",
    newsletterEmail: "E-mail for the newsletter",
    newsletterSubmit: "Subscribe",
    socialMedia: "Social media",
    allRightsReserved: "All rights reserved.",
  },
  help: { landmark: "Help", button: "Help", buttonHidden: " centre (opens in a new tab)" },
  notFound: {
    title: "404 Page Not Found",
    text: "Tech can be a little confusing, but don't worry, we've got your back. Need help?",
    unavailableTitle: "Our records cannot be reached right now",
    unavailableText:
      "The site is working, but the records behind this page are out of reach for a moment. Nothing you sent was changed. Please try again in a few minutes.",
    home: "Back to Home",
  },
  serverError: {
    title: "Something went wrong",
    text: "Sorry, this page could not be shown just now. Please try again in a minute.",
    wrongMethodTitle: "This page cannot do that",
    wrongMethodText:
      "This address only shows a page; nothing can be sent to it. Please go back and use the page's own buttons and forms.",
    unavailableTitle: "Our records cannot be reached right now",
    unavailableText:
      "The site is working, but the records behind this page are out of reach for a moment. Nothing you sent was changed. Please try again in a few minutes.",
    home: "Back to Home",
    crossSiteTitle: "This form was not sent from our site",
    crossSiteText:
      "Nothing was changed. The form arrived from another site, or through a proxy that changed our address on the way. Please open the page on our site and send the form from there.",
  },
  carousel: {
    readMore: "Read More",
    items: (label: string, count: number) => `${label}: ${count} items`,
    previous: (label: string) => `Previous: ${label}`,
    next: (label: string) => `Next: ${label}`,
  },
  testimonials: {
    pause: "Pause",
    play: "Play",
    pauseLabel: "Pause the testimonial slide show",
    playLabel: "Play the testimonial slide show",
    slide: (index: number, count: number) => `${index} of ${count}`,
    toBeSupplied: "Testimonial to be supplied",
    anonymous: "Anonymous",
    previous: "Previous testimonial",
    next: "Next testimonial",
    choose: "Choose a testimonial",
    dot: (index: number) => `Testimonial ${index}`,
  },
  gallery: {
    pictures: "Pictures",
    show: (index: number, count: number, alt: string) => `Show picture ${index} of ${count}: ${alt}`,
  },
  memberPhoto: (name: string) => `Photo of ${name}`,
  readingTime: (minutes: number) => `${minutes} min read`,
  effective: (date: string) => `Effective ${date}`,
  sending: "Sending...",
  /** The staff import page's words about what a file changes (the staff console is served in English). */
  staffImport: {
    onlyItsColumns: "A file changes only the columns it has: a column it leaves out keeps the values already stored.",
    columnsChanged: "Columns changed",
    noColumnChanged: "None",
    columnsIgnored: (columns: string) => `Columns not known, not read: ${columns}.`,
  },
};

export type Messages = typeof en;
