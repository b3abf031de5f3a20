import type { BlogArticleRecord } from "../blogArticle";

export const improveHotspotSpeed: BlogArticleRecord = {
  slug: "5-ways-to-improve-your-internet-connection",
  title: "5 ways to improve your internet connection",
  description:
    "Is your mobile hotspot slow? Five things to try, from where you put it to what runs in the background, before you call for help.",
  date: "2026-09-15",
  image: "/images/illustrations/article.svg",
  blocks: [
    {
      type: "p",
      text: "A mobile hotspot can feel fast one minute and slow the next. Most of the time the cause is not the plan but the signal reaching the hotspot, or the devices and apps sharing it. These five steps fix most slow connections, and none of them costs anything.",
    },
    { type: "h2", text: "1. Move the hotspot to where the signal is strongest" },
    {
      type: "p",
      text: "A hotspot talks to a cell tower, and walls, floors, metal and even people weaken that signal. Put it near a window, as high up as you can (a shelf rather than the floor), and away from metal furniture, the refrigerator and the microwave. Watch the signal bars on its screen as you try a few spots; one extra bar can double your speed. If you are in a basement or the middle of a large building, a room with a window on an outside wall will almost always do better.",
    },
    { type: "h2", text: "2. Keep it charged and cool" },
    {
      type: "p",
      text: "When the battery runs low, many hotspots save power by slowing down or dropping connections. Keep it plugged in when you are using it for a long time at home. Heat slows electronics down too, so keep it out of direct sunlight, off soft surfaces like a bed or a couch, and uncovered so air can move around it.",
    },
    { type: "h2", text: "3. Fewer devices, less in the background" },
    {
      type: "p",
      text: "Every device connected to the hotspot shares the same connection, and phones and computers use it even when nobody is looking at them. To free it up:",
    },
    {
      type: "ul",
      items: [
        "disconnect devices that are not in use, such as an old phone or a smart TV;",
        "pause automatic backups of photos and files to the cloud, and large app or system updates, until you are done, or let them run overnight;",
        "lower the video quality on streaming services to standard definition while someone else is on a video call;",
        "close browser tabs that play video or refresh by themselves.",
      ],
    },
    { type: "h2", text: "4. Restart, and choose the right Wi-Fi band" },
    {
      type: "p",
      text: "Turning the hotspot off for a minute and on again makes it look for the best tower again and clears small glitches; do the same with the device that is slow. Check in the hotspot's settings, usually a web page shown on its screen or in its manual, that its software is up to date. If your hotspot offers two Wi-Fi bands, 5 GHz is faster when your device is close to the hotspot, and 2.4 GHz reaches farther through walls. Many laptops and phones can also connect to a hotspot with a USB cable, which skips Wi-Fi altogether and charges the hotspot at the same time.",
    },
    { type: "h2", text: "5. Test at different times, and tell us what you find" },
    {
      type: "p",
      text: "Run a free speed test in your browser in the morning, the afternoon and the evening, from the same spot. If speeds are good early and poor in the evening, the local network is busy at peak times, and scheduling big downloads for later will help. If speeds are poor all the time everywhere in your home, the signal at your address may be weak.",
    },
    {
      type: "p",
      text: [
        "Either way, write down what you see (signal bars, the speed test results and the times) and ",
        { text: "contact us", href: "/contact" },
        ". With those details our support team can tell you whether a different spot, a setting, or a home router would serve you better.",
      ],
    },
  ],
};
