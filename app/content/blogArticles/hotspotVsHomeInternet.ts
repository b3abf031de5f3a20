import type { BlogArticleRecord } from "../blogArticle";

export const hotspotVsHomeInternet: BlogArticleRecord = {
  slug: "mobile-hotspot-vs-home-internet",
  title: "Mobile hotspot or home internet: which one do you need?",
  description:
    "How a mobile hotspot, a 5G home router and cable or fiber internet differ in price, speed, reliability and commitment, and how to choose for your household.",
  date: "2026-07-21",
  image: "/images/illustrations/article.svg",
  blocks: [
    {
      type: "p",
      text: "Getting a household online usually comes down to three choices: a mobile hotspot you carry with you, a wireless router that stays at home, or a wired connection from a cable or fiber company. Each is the right answer for somebody. Here is how they compare, in plain words.",
    },
    { type: "h2", text: "How each one works" },
    {
      type: "ul",
      items: [
        "A mobile hotspot is a pocket-sized device with a SIM card. It connects to a cell phone network (4G LTE or 5G) and shares that connection over Wi-Fi with your laptop, tablet or phone. It runs on a battery, so it goes wherever you go.",
        "A home wireless router, often called 5G home internet or fixed wireless, works the same way but is built to stay plugged in at home: it has stronger antennas, covers a larger space and usually connects more devices.",
        "Wired home internet (cable, fiber or DSL) comes into your home through a line in the wall, installed by the provider, to a modem and router.",
      ],
    },
    { type: "h2", text: "Cost and commitment" },
    {
      type: "p",
      text: "Wired internet often costs the most each month once introductory prices end, and may come with installation fees, equipment rental, a credit check or a one- or two-year contract. Hotspots and wireless routers need no installation: you buy or rent the device and pay for the plan. Plans without a contract or credit check, like Shield's, let you stop whenever you need to, which matters to households whose income or address changes often.",
    },
    { type: "h2", text: "Speed and reliability" },
    {
      type: "p",
      text: "A wired connection is usually the fastest and steadiest, especially for uploading, and it is not affected by the weather or by how busy the local cell tower is. A hotspot or wireless router depends on the signal where you are: near a window in an area with good coverage it handles video calls, streaming and homework comfortably; deep inside a large building or far from a tower it can be slow. Speeds also dip at busy times of day, when many people near you are online.",
    },
    {
      type: "p",
      text: "For a sense of scale: an HD video call needs only a few megabits per second in each direction, and streaming HD video around five. Most households doing schoolwork, job searching, telehealth visits and streaming are well served by a good cellular signal.",
    },
    { type: "h2", text: "Which one fits your household" },
    { type: "h3", text: "A mobile hotspot fits when…" },
    {
      type: "ul",
      items: [
        "you need internet in more than one place: at work, on the bus, at a relative's home, in a shelter or at school;",
        "you move often, rent short-term, or cannot have a line installed;",
        "one to a few people use it at a time.",
      ],
    },
    { type: "h3", text: "A home wireless router fits when…" },
    {
      type: "ul",
      items: [
        "the whole family uses the internet at home, on several devices at once;",
        "you want no installation appointment and no contract, but cable or fiber is too expensive or not available;",
        "the cellular signal at your address is good.",
      ],
    },
    { type: "h3", text: "Wired internet fits when…" },
    {
      type: "ul",
      items: [
        "several people stream, game or upload large files at the same time every day;",
        "someone works from home and needs the steadiest possible connection;",
        "the price fits your budget for the long term.",
      ],
    },
    { type: "h2", text: "Before you decide" },
    {
      type: "ul",
      items: [
        "Check coverage at your address, and ask neighbours which network works best inside their building.",
        "Add up the real monthly cost after any introductory price, plus equipment and fees.",
        "Ask whether you can cancel anytime, and what happens if you move.",
        "See whether your household qualifies for help: the federal Lifeline program lowers the monthly cost of phone or internet service for households on programs such as SNAP, Medicaid or SSI.",
      ],
    },
    {
      type: "p",
      text: [
        "Shield offers both a mobile hotspot and a 5G home router, or a SIM card for a device you already have, with unlimited data, no contract and no credit check, paid monthly or prepaid. ",
        { text: "Compare the Shield options", href: "/shield#plans" },
        ".",
      ],
    },
  ],
};
