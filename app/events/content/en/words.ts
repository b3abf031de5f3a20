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
};

export const email = {
  subject: (event: string) => `Your ticket for ${event}`,
  greeting: (name: string) => `Hello ${name},`,
  event: (event: string, when: string, place: string) => `Thank you for your ticket to ${event}: ${when}, ${place}.`,
  ticket: (kind: string, number: string) => `${kind} ticket number ${number}. Show this number at the door.`,
  paid: (amount: string) => `You paid ${amount}.`,
  goods: "food and drink at the festival",
  door: "Staff at the door type or scan your ticket number; each ticket lets one person in once.",
};
