/** El estado de cuenta anual (el PDF y su correo de enero) y el aviso de homenaje, en español (gemelo de `../en`). */
import { org } from "~/config/org";
import type { WordsOf } from "~/i18n/wordsIn";
import type * as en from "../en/statementWords";

export const statement: WordsOf<typeof en>["statement"] = {
  title: (year) => `Resumen anual de donaciones ${year}`,
  fileName: (year) => `resumen_donaciones_${year}.pdf`,
  intro: (year) => `Cada donación que hizo a ${org.legalName} en ${year}, tal como consta en nuestros registros.`,
  donor: "Donante",
  name: "Nombre",
  email: "Correo electrónico",
  mobile: "Teléfono móvil",
  money: "Donaciones de dinero",
  gift: (amount, monthly, receipt) =>
    `${amount}${monthly ? ", donación mensual" : ""}${receipt ? ` (recibo ${receipt})` : ""}`,
  refundedGift: (paid, refunded, kept, monthly, receipt) =>
    `${kept}: ${paid} donados, ${refunded} reembolsados${monthly ? ", donación mensual" : ""}${receipt ? ` (recibo ${receipt})` : ""}`,
  total: "Total de donaciones de dinero",
  noMoney: "Ninguna donación de dinero en este año.",
  devices: "Equipos donados",
  deviceLine: (type, count) => `${type}: ${count}`,
  typeNotRecorded: "computadora, tipo sin registrar",
  noDevices: "Ninguna donación de equipos recibida en este año.",
  noDeviceValue:
    "El IRS deja al donante el valor de los bienes donados, por eso este resumen no indica ningún valor para los equipos.",
  noGoods: "No se entregaron bienes ni servicios a cambio de estas donaciones.",
  thanks: "Gracias por su generosidad.",
  portalHeading: "Resúmenes anuales",
  portalLink: (year) => `Resumen de donaciones ${year} (PDF)`,
};

export const statementEmail: WordsOf<typeof en>["statementEmail"] = {
  subject: (year) => `Su resumen de donaciones ${year} de ${org.name}`,
  greeting: (name) => `Estimado/a ${name}:`,
  body: (year) => `Gracias por donar a ${org.name} en ${year}. Estas son todas las donaciones de nuestros registros:`,
  attached: "Su resumen va adjunto a este correo en PDF, para guardarlo con sus documentos de impuestos.",
  download:
    "También puede descargarlo cuando quiera desde su portal (inicie sesión con esta dirección de correo electrónico):",
  downloadLabel: "Su portal",
};

// Without accents other than GSM-7's (no á, í, ó, ú), so the text and its link fit in two segments.
export const statementText: WordsOf<typeof en>["statementText"] = (org, year, link) =>
  `${org}: su resumen de donaciones ${year} para sus impuestos. Descarguelo sin entrar al portal: ${link}`;
