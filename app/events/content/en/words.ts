/** The festival's ticket words on the public pages. */
export const tickets = {
  heading: "Tickets",
  noEvent: "The next festival's day is not set yet. Check back soon.",
  date: "Date",
  time: "Time",
  place: "Place",
  price: "Price",
  fairMarket: "Fair-market value (food and drink)",
  deductible: "Tax-deductible part",
  left: (n: number) => (n === 1 ? "1 ticket left" : `${n} tickets left`),
  soldOut: "Sold out.",
  bought: "Thank you. Your ticket and its receipt are on their way to your email.",
  which: "Which ticket",
  name: "Your name",
  email: "Email for your ticket and receipt",
  pay: "Continue to payment",
  notOnSale: "Tickets are not on sale on this site at the moment. Please try again later.",
  wrongName: "Type your name.",
  wrongEmail: "Type an email address for your ticket.",
  soldOutNow: "Sorry, these tickets sold out while you were choosing.",
  tooMany: "Too many tries from this connection in the last hour. Please wait a while and try again.",
};

export const waitlist = {
  heading: "Join the waitlist",
  intro: "If a ticket frees up, we email the first person waiting an offer to buy it, held for them for a while.",
  which: "Waitlist for",
  name: "Your name",
  email: "Email for the offer",
  language: "Language for the email",
  languages: { en: "English", es: "Español" },
  join: "Join the waitlist",
  joined: (position: number) =>
    `You are on the waitlist, number ${position}. If a ticket frees up, we will email you an offer.`,
  already: "This email is already on the waitlist for these tickets.",
  open: "Tickets of this kind are on sale again: you can buy one now.",
  offer: (kind: string, until: string) =>
    `One ${kind.toLowerCase()} ticket is held for you until ${until}. Buy it below before then.`,
  offerGone: "This offer is no longer open: its time ran out or the ticket was bought.",
};

export const offerEmail = {
  subject: (event: string) => `A ticket for ${event} is free for you`,
  greeting: (name: string) => `Hello ${name},`,
  offer: (kind: string, event: string, until: string) =>
    `One ${kind.toLowerCase()} ticket for ${event} has freed up, and you are first on the waitlist. It is held for you until ${until}; after that it goes to the next person waiting.`,
  buy: "Buy the ticket",
};

export const ticketPdf = {
  title: (event: string) => `Ticket: ${event}`,
  heading: "Your ticket",
  number: "Ticket number",
  event: "Event",
  date: "Date",
  time: "Time",
  place: "Place",
  kind: "Ticket",
  holder: "Name",
  paid: "Paid",
  fairMarket: "Fair-market value (food and drink)",
  deductible: "Tax-deductible part",
  receipt: "Receipt number",
  door: "Show this page at the door, on paper or on your phone. Each ticket lets one person in once.",
  verify: (url: string) => `Check the receipt at ${url}`,
  qrAlt: (number: string) => `QR code of ticket ${number}, scanned at the door to check it in.`,
};

export const receipt = {
  number: "Receipt number",
  event: "Event",
  date: "Date of the event",
  kind: "Tickets",
  kindValue: (places: number, kind: string) => `${places} × ${kind}`,
  paid: "Paid",
  fairMarket: "Fair-market value of what the tickets give (food and drink)",
  deductible: "Tax-deductible part",
  paidOn: "Paid on",
};

export const email = {
  subject: (event: string) => `Your ticket for ${event}`,
  greeting: (name: string) => `Hello ${name},`,
  event: (event: string, when: string, place: string) => `Thank you for your ticket to ${event}: ${when}, ${place}.`,
  ticket: (kind: string, number: string) => `${kind} ticket number ${number}. Show this number at the door.`,
  paid: (amount: string) => `You paid ${amount}.`,
  goods: "food and drink at the festival",
  door: "Staff at the door type or scan your ticket number; each ticket lets one person in once.",
  pdf: (number: string) => `Ticket ${number} to print or show on your phone`,
  calendar: "The festival's day is attached as a calendar file (festival.ics), to add to your calendar.",
  receipt: (number: string) => `Receipt number ${number}. Anyone can check it at this address:`,
  verifyLabel: "Check the receipt",
};
