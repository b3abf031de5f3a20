import type { embeds } from "~/config/embeds";

/** The embeds' titles in Spanish (the frame's accessible name and its 'open in a new tab' link), by embed. */
export const embedTitles: Record<keyof typeof embeds, string> = {
  hotspotForm: "Formulario de solicitud de hotspot",
  nonprofitForm: "Formulario de solicitud para organizaciones sin fines de lucro",
  paperApplicationForm: "Formulario de solicitud en papel",
  checkinForm: "Formulario de registro de llegada",
  incomeRequirementsForm: "Formulario de requisitos de ingresos",
  uploadRecommendationForm: "Formulario para subir una recomendación",
  fundraisingWidget: "Módulo de donaciones de Pepper Fest",
  dropOffMap: "Mapa de puntos de entrega",
  socialFeed: "Nuestras publicaciones recientes en redes sociales",
  socialFeedLinkedIn: "Nuestras publicaciones recientes en LinkedIn",
  socialFeedInstagram: "Nuestras publicaciones recientes en Instagram",
  socialFeedTikTok: "Nuestros videos recientes en TikTok",
  socialFeedX: "Nuestras publicaciones recientes en X",
  socialFeedYouTube: "Nuestros videos recientes en YouTube",
  checkout: "Pago seguro",
};
