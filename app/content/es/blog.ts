import type * as En from "../blog";
import { externalLinks } from "~/config/external";
import { blogPath, heroArticleSlug } from "../blogArticle";
import type { Localized } from "~/i18n";

export const blogHeadings: Localized<typeof En.blogHeadings> = {
  articles: "Artículos recientes",
  video: "Vea nuestros videos",
  videoText: "Conozca nuestro trabajo, nuestras clases y a las personas que atendemos en nuestro canal de videos.",
  published: "Publicado",
  by: "Por",
  backToBlog: "Todos los artículos",
  feed: "Suscríbase a las novedades del blog",
};

export const blogHero: Localized<typeof En.blogHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "5 maneras de mejorar",
  titlePart2: "su conexión a internet",
  description: "",
  links: [{ text: "Siga leyendo", to: blogPath(heroArticleSlug) }],
};

export const videoChannelLink: Localized<typeof En.videoChannelLink> = {
  text: "Visite nuestro canal de videos",
  to: externalLinks.videoChannel,
  external: true,
};
