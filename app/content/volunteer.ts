import { defaultHero, type HeroContent, type HeroTargets, type ReportCard, type Testimonial } from "./schemas";

export const volunteerHeadings = {
  opportunities: "Volunteer opportunities",
  opportunitiesIntro: "Sessions start at 10AM, in person or remote.",
  testimonial: "From our volunteers",
};

export const volunteerHeroTargets: HeroTargets = [{ to: "/volunteer#shifts" }, { to: "/contact?topic=day-of-service" }];

export const volunteerHero: HeroContent = defaultHero(volunteerHeroTargets, {
  title: ["Volunteer", "with us"],
  description: "Give a morning to help people get connected, in person or remotely.",
  links: ["Sign up to volunteer", "Plan a day of service"],
});

/**
 * The spec gives four cards with 10AM sessions, in person or remote, but not what each one is; these
 * titles follow the organisation's own work and are for it to confirm (docs/content-to-supply.md).
 */
export const volunteerOpportunities: ReportCard[] = [
  {
    image: "/images/illustrations/laptop.svg",
    title: "Refurbish computers",
    description: "Sessions at 10AM, in person or remote.",
  },
  {
    image: "/images/illustrations/classroom.svg",
    title: "Help at a digital skills class",
    description: "Sessions at 10AM, in person or remote.",
  },
  {
    image: "/images/illustrations/pickup.svg",
    title: "Support a computer drive",
    description: "Sessions at 10AM, in person or remote.",
  },
  {
    image: "/images/illustrations/letter.svg",
    title: "Spread the word",
    description: "Sessions at 10AM, in person or remote.",
  },
];

export const volunteerTestimonial: Testimonial = {
  quote: "A volunteer's words about a day with us will appear here.",
  date: "17-Nov-2024",
  placeholder: true,
};
