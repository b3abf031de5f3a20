import type { BlogArticleRecord } from "../blogArticle";

export const secureErasure: BlogArticleRecord = {
  slug: "how-we-securely-erase-donated-devices",
  title: "How we securely erase donated devices",
  description:
    "What happens to the data on a computer you give us: the three levels of NIST SP 800-88 (clear, purge, destroy), which one fits which drive, and how we check the work.",
  date: "2026-04-14",
  image: "/images/illustrations/data-wipe.svg",
  blocks: [
    {
      type: "p",
      text: "The first question most donors ask is not about the computer. It is about what is on it: tax returns, family photos, saved passwords, a company's client files. Before a donated laptop can help someone new, everything its last owner left on it has to be gone for good. This is how we make sure of that, and why we follow the U.S. government's guideline for it rather than a method of our own.",
    },
    { type: "h2", text: "Deleting a file does not erase it" },
    {
      type: "p",
      text: "When you delete a file, or even empty the recycle bin, the computer usually just marks the space as free. The data stays on the drive until something else happens to be written over it, and free recovery tools can often bring it back. Reformatting the drive works the same way for most purposes: it builds a new, empty index but leaves the old contents in place. That is why simply \"wiping\" a computer by reinstalling the operating system is not enough.",
    },
    { type: "h2", text: "The standard we follow: NIST SP 800-88" },
    {
      type: "p",
      text: [
        "The National Institute of Standards and Technology publishes ",
        { text: "Special Publication 800-88, Guidelines for Media Sanitization", href: "https://csrc.nist.gov/pubs/sp/800/88/r1/final" },
        ". Its Revision 1, published in 2014, is the reference used across U.S. government, healthcare and business for getting rid of data. Instead of prescribing one tool, it defines three levels of sanitization and explains which level fits which kind of storage and how sensitive the data is.",
      ],
    },
    { type: "h3", text: "Clear" },
    {
      type: "p",
      text: "Clear uses ordinary commands to overwrite every place on the drive that a user can reach, for example by writing zeros over the whole disk, or by a full factory reset on devices that cannot be overwritten directly. It protects against anyone who plugs the drive in and tries software recovery tools.",
    },
    { type: "h3", text: "Purge" },
    {
      type: "p",
      text: "Purge goes further: it makes recovery infeasible even for a laboratory with specialised equipment. For modern drives this usually means the drive's own built-in sanitize or secure-erase command, which also reaches the spare areas a normal overwrite cannot, or a cryptographic erase, where a drive that encrypts everything it stores throws away its key and leaves only unreadable data behind. Degaussing, a strong magnetic field, can purge older magnetic media but does nothing to solid-state drives.",
    },
    { type: "h3", text: "Destroy" },
    {
      type: "p",
      text: "Destroy also makes recovery infeasible, and leaves the drive unusable: shredding, disintegrating, pulverising or melting it. It is the answer for a drive that has failed, one whose sanitize command cannot be trusted, or media too damaged to erase.",
    },
    { type: "h2", text: "Why solid-state drives need extra care" },
    {
      type: "p",
      text: "Most computers made in recent years store data on solid-state drives (SSDs) or soldered flash memory. These spread writes across spare cells to wear evenly, and keep blocks in reserve that the operating system never sees. Writing zeros over an SSD from the outside can therefore miss copies of old data. The guideline's answer is to use the sanitize or cryptographic erase commands the manufacturer builds into the drive, and to destroy the drive when they are not available or do not work.",
    },
    { type: "h2", text: "What we do with every device" },
    {
      type: "ol",
      items: [
        "Every device is logged when it arrives, so we always know where it is and what has happened to it.",
        "Each drive is erased with a method that matches its type, to the NIST 800-88 standard, before any other work on the computer begins.",
        "The erasure is verified: the drive is checked to confirm the old data is no longer there. A drive that cannot be erased and verified is not reused.",
        "Drives that fail, or cannot be erased, are physically destroyed, and devices that cannot be reused are recycled through certified R2 partners.",
        "The result is recorded, and a certificate of data destruction is available on request.",
      ],
    },
    { type: "h2", text: "What you can do before you donate" },
    {
      type: "ul",
      items: [
        "Copy anything you want to keep, such as photos and documents, to another device or a cloud account.",
        "Sign out of your accounts, and on a Mac or a phone turn off Find My, so the device is not locked to you.",
        "Remove discs, memory cards and USB sticks from the ports.",
        "Do not worry about erasing it yourself: we erase every drive anyway, to the same standard, whatever its state.",
      ],
    },
    {
      type: "p",
      text: [
        "Ready to give a computer a second life? ",
        { text: "Donate your computers", href: "/donate" },
        ", and ask us for a certificate of data destruction if you need one for your records.",
      ],
    },
  ],
};
