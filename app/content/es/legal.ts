import type * as En from "../legal";
import type { Localized } from "~/i18n";

export const legalLinks: Localized<typeof En.legalLinks> = {
  privacy: { text: "Política de privacidad", to: "/privacypolicy" },
  terms: { text: "Términos del servicio", to: "/terms-of-service" },
};

export const signInLegalNote: Localized<typeof En.signInLegalNote> = {
  before: "Al iniciar sesión, usted acepta nuestros",
  between: ". Nuestra",
  after: "explica qué guarda el portal y por cuánto tiempo.",
};

export const checkoutLegalNote: Localized<typeof En.checkoutLegalNote> = {
  before: "Al hacer su pedido, usted acepta nuestros",
  between: ". El pago lo gestiona nuestro proveedor de facturación; nuestra",
  after: "explica qué datos puede recopilar.",
};

export { legalEffectiveDate, effectiveDateLabel } from "../legal";
