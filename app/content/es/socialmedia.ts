import type * as En from "../socialmedia";
import type { Localized } from "~/i18n";

export const socialMediaPage: Localized<typeof En.socialMediaPage> = {
  title: "Redes sociales",
  intro: "Nuestras publicaciones y videos más recientes en nuestras redes sociales.",
};
