import type * as En from "../volunteer";
import type { Localized } from "~/i18n";

export const volunteerHeadings: Localized<typeof En.volunteerHeadings> = {
  opportunities: "Oportunidades de voluntariado",
  opportunitiesIntro: "Las sesiones empiezan a las 10 a.m., en persona o a distancia.",
  testimonial: "Lo que dicen nuestros voluntarios",
};

export const volunteerHero: Localized<typeof En.volunteerHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Sea voluntario",
  titlePart2: "con nosotros",
  description: "Dedique una mañana a ayudar a que más personas se conecten, en persona o a distancia.",
  links: [
    { text: "Inscríbase como voluntario", to: "/volunteer#shifts" },
    { text: "Planifique un día de servicio", to: "/contact" },
  ],
};

export const volunteerOpportunities: Localized<typeof En.volunteerOpportunities> = [
  {
    image: "/images/illustrations/laptop.svg",
    title: "Reacondicione computadoras",
    description: "Sesiones a las 10 a.m., en persona o a distancia.",
  },
  {
    image: "/images/illustrations/classroom.svg",
    title: "Ayude en una clase de habilidades digitales",
    description: "Sesiones a las 10 a.m., en persona o a distancia.",
  },
  {
    image: "/images/illustrations/pickup.svg",
    title: "Apoye una colecta de computadoras",
    description: "Sesiones a las 10 a.m., en persona o a distancia.",
  },
  {
    image: "/images/illustrations/letter.svg",
    title: "Corra la voz",
    description: "Sesiones a las 10 a.m., en persona o a distancia.",
  },
];

export const volunteerTestimonial: Localized<typeof En.volunteerTestimonial> = {
  quote: "Aquí aparecerán las palabras de un voluntario sobre un día con nosotros.",
  date: "17-Nov-2024",
  placeholder: true,
};
