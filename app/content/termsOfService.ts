/**
 * The terms of service, for this site, the digital portal and the Shield internet service. Prices and
 * terms come from the product records. To be reviewed by the organisation's counsel (docs/content-to-supply.md).
 */
import { org } from "~/config/org";
import { effectiveDateLabel, legalEffectiveDate, legalLinks } from "./legal";
import type { LegalDocument } from "./privacyPolicy";
import { bullets, heading, paragraph, type Block } from "./richText";
import * as shield from "./shieldProducts";

export function termsOfService(facts: { signInLinkMinutes: number }): LegalDocument {
  const email = { text: org.email, href: `mailto:${org.email}` };
  const blocks: Block[] = [
    paragraph([
      `These terms apply when you use this website, the digital portal, or order the ${shield.shieldService.brand} internet service from ${org.legalName} ("we", "us"), a non-profit organization. By using the site or placing an order you agree to them. Our `,
      { text: legalLinks.privacy.text, href: legalLinks.privacy.to },
      " explains what we keep about you.",
    ]),

    heading("Using the website"),
    bullets([
      "You may read, print and share our pages for personal and non-commercial use.",
      "Do not try to break into, overload or disrupt the site, the portal or the accounts of others, and do not use them for anything unlawful.",
      "Forms, maps, feeds and the checkout shown in frames are run by other companies under their own terms; links to other sites are there to help you, and we are not responsible for their content.",
    ]),

    heading("The digital portal"),
    bullets([
      "The portal is for applicants and donors who are in our records. You sign in with the email address we hold for you.",
      `A sign-in link is personal: it works once and expires after ${facts.signInLinkMinutes} minutes. Do not forward it. Keep your email account secure, since anyone who can read your email can open your portal.`,
      "What the portal shows comes from our records. If something is wrong, tell us and we will correct it; the status of an application is information, not a promise of a computer by a given date.",
      "Certificates and lists you download are for your own records, for example for tax purposes. Do not alter them.",
    ]),

    heading("Donating devices"),
    bullets([
      "Once you hand a device to us it becomes the property of the organization. We refurbish what can be reused and recycle the rest through certified partners.",
      "We erase every storage drive to the NIST 800-88 standard, and a certificate of data destruction is available on request. Before you donate, please copy anything you want to keep and sign out of your accounts.",
      "A tax-deductible receipt is sent for your donation. We cannot give tax advice: ask your tax adviser how to value it.",
    ]),

    heading(`Ordering ${shield.shieldService.brand} internet`),
    bullets([
      `Eligibility: ${shield.shieldService.brand} is for households that receive ${shield.qualifyingProgramsText}, or earn under ${shield.shieldService.povertyLevelPercent}% of the Federal Poverty Level. At checkout you confirm that your household qualifies; please do so truthfully. We may ask for proof if there is reason to doubt it, and may cancel a service ordered by someone who does not qualify.`,
      `Monthly plans cost ${shield.monthlyPriceLabel}, are charged every month and continue until you cancel. There is no contract and no credit check, and you can cancel anytime; the service runs to the end of the month you have paid for.`,
      "Prepaid plans are paid up front for the months stated:",
    ]),
    bullets(
      shield.prepaidProductList.map((product) => `${product.title}: ${shield.prepaidPriceLabel(product.prepaid!)}.`),
    ),
    bullets([
      "A prepaid plan that does not renew ends at the end of its months; a plan that renews every 12 months is charged again at the start of each new term unless you cancel before it.",
      "Manage or cancel your plan from the 'Manage your subscription' link on our Shield pages, or email us.",
      `Prices are in U.S. dollars and shipping within the U.S. is free. Orders usually arrive in about ${shield.shieldService.deliveryBusinessDays} business days; a pre-order ships when the device is available, and we will tell you when it does.`,
      "Unlimited means no data cap. Speeds depend on coverage where you are, the signal inside your building, and how busy the network is, and are not guaranteed.",
      "Devices are yours to keep. The T10 mobile hotspot works only with the Shield plan; the 5G home router is unlocked.",
      "Use the service lawfully and for your own household. Do not resell it.",
      "The checkout and billing are run by our billing provider; its terms apply to the payment itself. If you have a problem with a charge or a device, email us and we will help.",
    ]),

    heading("Our responsibility"),
    paragraph(
      "We work hard to keep the site, the portal and the internet service available and correct, but we provide them as they are, and cannot promise they will always be available or free of errors. To the extent the law allows, we are not liable for indirect or consequential losses, and our liability for a Shield order is limited to what you paid for it. Nothing in these terms limits rights you have by law that cannot be limited.",
    ),

    heading("Changes, law and contact"),
    paragraph(
      `We may update these terms; the new version is published here with a new effective date and applies from then on. A change to the price of a plan you already have applies only from your next billing period after we tell you. These terms are governed by the laws of the State of New Jersey.`,
    ),
    paragraph(["Questions about these terms: email ", email, "."]),
  ];
  return {
    title: "Terms of Service",
    effectiveDate: legalEffectiveDate,
    updatedLabel: effectiveDateLabel(),
    blocks,
  };
}
