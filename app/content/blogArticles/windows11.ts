import type { BlogArticleRecord } from "../blogArticle";

export const windows11: BlogArticleRecord = {
  slug: "computer-cannot-run-windows-11",
  title: "Your computer can't run Windows 11. Now what?",
  description:
    "Windows 10 no longer gets security updates. If your computer can't move to Windows 11, here are your real options: check again, switch to ChromeOS Flex or Linux, or donate it.",
  date: "2026-10-27",
  image: "/images/illustrations/article.svg",
  blocks: [
    {
      type: "p",
      text: "Microsoft ended support for Windows 10 on October 14, 2025. Since then it gets no more security fixes, no technical help and no new features, and Microsoft's paid one-year extension for home users (Extended Security Updates) only ran until October 13, 2026. The computer still turns on and works. But every security hole found from now on stays open, which matters most on a machine you use for email, banking, school or job applications.",
    },
    {
      type: "p",
      text: "Many computers that run Windows 10 perfectly well cannot be upgraded to Windows 11. Before you decide it is time for a new one, here is what you can do.",
    },
    { type: "h2", text: "First, check why it can't upgrade" },
    {
      type: "p",
      text: "Windows 11 needs, among other things, a 64-bit processor on Microsoft's compatibility list (as a rough guide, Intel 8th generation or AMD Ryzen 2000 series and newer), 4 GB of memory, 64 GB of storage, UEFI firmware with Secure Boot, and a security chip called TPM 2.0.",
    },
    {
      type: "p",
      text: "Microsoft's free PC Health Check app tells you which requirement your computer misses. Sometimes the answer is simple: on many computers from 2017 onwards the TPM and Secure Boot are present but switched off in the firmware settings, and turning them on is enough. If the processor is the problem, though, there is no setting to change.",
    },
    {
      type: "p",
      text: "You may read about ways to force Windows 11 onto unsupported hardware. Microsoft does not support those installations and may not deliver updates to them, which defeats the purpose, so we do not recommend them.",
    },
    { type: "h2", text: "Option 1: ChromeOS Flex" },
    {
      type: "p",
      text: "ChromeOS Flex is a free version of the system that runs Chromebooks, made by Google for existing Windows and Mac computers. It starts quickly, updates itself, and suits someone who mostly uses a web browser: email, video calls, online forms, Google Docs or Microsoft 365 on the web.",
    },
    {
      type: "ul",
      items: [
        "You need an 8 GB or larger USB stick to make an installer, and the computer needs an Intel or AMD 64-bit processor, 4 GB of memory and 16 GB of storage.",
        "Google keeps a list of certified models; others often work too, but computers made before 2010 may run poorly.",
        "You can try it from the USB stick first without changing anything. Installing it erases the drive, so copy your files off beforehand.",
        "It does not run Windows programs. If you rely on one, check for a web version or an alternative first.",
      ],
    },
    { type: "h2", text: "Option 2: Linux" },
    {
      type: "p",
      text: "Linux is a free operating system that is still supported on almost any computer from the last fifteen years. Beginner-friendly versions such as Linux Mint and Ubuntu look and work much like Windows, come with a web browser, an office suite that opens Word and Excel files, and a software store, and receive security updates for years.",
    },
    {
      type: "p",
      text: "As with ChromeOS Flex, you can start Linux from a USB stick to try it, with your printer and Wi-Fi, before installing anything. There is more to learn than with ChromeOS Flex, and some Windows-only programs and games will not run.",
    },
    { type: "h2", text: "Option 3: Donate it" },
    {
      type: "p",
      text: [
        "If you have already replaced it, or do not want to change systems yourself, give it to someone who needs it. We ",
        { text: "take donated computers", href: "/donate" },
        ", erase every drive to the NIST 800-88 standard, refurbish what can be reused and give it free to people in need, and you receive a tax-deductible receipt. A computer too old to reuse is recycled responsibly.",
      ],
    },
    {
      type: "p",
      text: [
        "Please do not put it in the trash: New Jersey and New York both ban throwing computers out with household waste, because they contain lead and other hazardous materials. Laptops, tablets and phones can also go to one of our ",
        { text: "free e-waste drop-off locations", href: "/ewastedropoff" },
        ".",
      ],
    },
    { type: "h2", text: "Whatever you choose" },
    {
      type: "ul",
      items: [
        "Back up your files first: photos, documents, and anything saved only on that computer.",
        "Until you switch, keep the web browser and antivirus up to date, and avoid using the old system for banking.",
        "If you are buying a replacement, check that it runs Windows 11 or is a Chromebook with years of updates left; a refurbished computer is often the best value.",
      ],
    },
  ],
};
