import type * as En from "../supporters";
import type { Localized } from "~/i18n";

export const supporterLogos: Localized<typeof En.supporterLogos> = Array.from({ length: 15 }, (_, index) => ({
  src: "/images/placeholder/logo.svg",
  alt: `Logotipo de empresa patrocinadora ${index + 1} (pendiente)`,
  placeholder: true,
}));
