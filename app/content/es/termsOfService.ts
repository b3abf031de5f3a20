/**
 * The terms of service in Spanish: the same terms as ../termsOfService.ts, prices from the product records. To be
 * reviewed by the organisation's counsel and a native speaker (docs/content-to-supply.md).
 */
import type * as En from "../termsOfService";
import { org } from "~/config/org";
import { formatDate, type Localized } from "~/i18n";
import { legalEffectiveDate } from "../legal";
import type { LegalDocument } from "../privacyPolicy";
import { bullets, heading, paragraph, type Block } from "../richText";
import { legalLinks } from "./legal";
import { manageSubscriptionLink } from "./shieldOptions";
import * as shield from "./shieldProducts";

export const termsOfService: Localized<typeof En.termsOfService> = (facts: {
  signInLinkMinutes: number;
}): LegalDocument => {
  const email = { text: org.email, href: `mailto:${org.email}` };
  const blocks: Block[] = [
    paragraph([
      `Estos términos se aplican cuando usted usa este sitio web o el portal digital, o pide el servicio de internet ${shield.shieldService.brand} a ${org.legalName} ("nosotros"), una organización sin fines de lucro. Al usar el sitio o hacer un pedido, usted los acepta. Nuestra `,
      { text: legalLinks.privacy.text, href: legalLinks.privacy.to },
      " explica qué guardamos sobre usted.",
    ]),

    heading("Uso del sitio web"),
    bullets([
      "Puede leer, imprimir y compartir nuestras páginas para uso personal y sin fines comerciales.",
      "No intente entrar sin permiso, sobrecargar ni interrumpir el sitio, el portal o las cuentas de otras personas, ni los use para nada ilegal.",
      "Los formularios, mapas, publicaciones y el pago que se muestran en marcos los gestionan otras empresas según sus propios términos; los enlaces a otros sitios están para ayudarle, y no somos responsables de su contenido.",
    ]),

    heading("El portal digital"),
    bullets([
      "El portal es para solicitantes y donantes que están en nuestros registros. Usted inicia sesión con el correo electrónico que tenemos de usted.",
      `Un enlace de inicio de sesión es personal: funciona una sola vez y vence a los ${facts.signInLinkMinutes} minutos. No lo reenvíe. Mantenga segura su cuenta de correo electrónico, ya que cualquier persona que pueda leer su correo puede abrir su portal.`,
      "Lo que muestra el portal viene de nuestros registros. Si algo está mal, avísenos y lo corregiremos; el estado de una solicitud es información, no la promesa de una computadora para una fecha determinada.",
      "Los certificados y las listas que descarga son para sus propios registros, por ejemplo para fines fiscales. No los modifique.",
    ]),

    heading("Donación de equipos"),
    bullets([
      "Cuando nos entrega un equipo, pasa a ser propiedad de la organización. Reacondicionamos lo que se puede volver a usar y reciclamos el resto con socios certificados.",
      "Borramos cada unidad de almacenamiento según el estándar NIST 800-88, y puede pedir un certificado de destrucción de datos. Antes de donar, copie lo que quiera conservar y cierre la sesión de sus cuentas.",
      "Le enviamos un recibo deducible de impuestos por su donación. No podemos dar asesoría fiscal: pregunte a su asesor fiscal cómo valorarla.",
    ]),

    heading(`Pedido del internet ${shield.shieldService.brand}`),
    bullets([
      `Requisitos: ${shield.shieldService.brand} es para hogares que reciben ${shield.qualifyingProgramsText}, o cuyos ingresos son inferiores al ${shield.shieldService.povertyLevelPercent}% del Nivel Federal de Pobreza. Al pagar, usted confirma que su hogar cumple los requisitos; por favor, hágalo con la verdad. Podemos pedir pruebas si hay motivos para dudar, y podemos cancelar un servicio pedido por alguien que no cumple los requisitos.`,
      `Los planes mensuales cuestan ${shield.monthlyPriceLabel}, se cobran cada mes y continúan hasta que usted los cancele. No hay contrato ni verificación de crédito, y puede cancelar cuando quiera; el servicio sigue hasta el final del mes que pagó.`,
      "Los planes prepagados se pagan por adelantado por los meses indicados:",
    ]),
    bullets(
      shield.prepaidProductList.map((product) => `${product.title}: ${shield.prepaidPriceLabel(product.prepaid!)}.`),
    ),
    bullets([
      "Un plan prepagado que no se renueva termina al final de sus meses; un plan que se renueva cada 12 meses se cobra de nuevo al comienzo de cada nuevo período, a menos que lo cancele antes.",
      `Administre o cancele su plan desde el enlace «${manageSubscriptionLink.text}» de nuestras páginas de Shield, o escríbanos.`,
      `Los precios están en dólares estadounidenses y el envío dentro de EE. UU. es gratis. Los pedidos suelen llegar en unos ${shield.shieldService.deliveryBusinessDays} días hábiles; una preventa se envía cuando el equipo está disponible, y le avisaremos cuando se envíe.`,
      "Ilimitado significa sin tope de datos. La velocidad depende de la cobertura donde usted esté, la señal dentro de su edificio y lo ocupada que esté la red, y no está garantizada.",
      "Los equipos son suyos. El hotspot móvil T10 funciona solo con el plan Shield; el router 5G para el hogar está desbloqueado.",
      "Use el servicio de forma legal y para su propio hogar. No lo revenda.",
      "El pago y la facturación los gestiona nuestro proveedor de facturación; sus términos se aplican al pago en sí. Si tiene un problema con un cobro o un equipo, escríbanos y le ayudaremos.",
    ]),

    heading("Nuestra responsabilidad"),
    paragraph(
      "Nos esforzamos por mantener el sitio, el portal y el servicio de internet disponibles y correctos, pero los ofrecemos tal como están, y no podemos prometer que siempre estén disponibles o libres de errores. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, y nuestra responsabilidad por un pedido de Shield se limita a lo que usted pagó por él. Nada en estos términos limita los derechos que la ley le otorga y que no se pueden limitar.",
    ),

    heading("Cambios, ley aplicable y contacto"),
    paragraph(
      "Podemos actualizar estos términos; la nueva versión se publica aquí con una nueva fecha de vigencia y se aplica desde entonces. Un cambio en el precio de un plan que ya tiene se aplica solo a partir de su siguiente período de facturación después de que se lo avisemos. Estos términos se rigen por las leyes del estado de Nueva Jersey.",
    ),
    paragraph(["Preguntas sobre estos términos: escriba a ", email, "."]),
  ];
  return {
    title: "Términos del servicio",
    effectiveDate: legalEffectiveDate,
    updatedLabel: `Vigente desde el ${formatDate("es", legalEffectiveDate)}`,
    blocks,
  };
};
