/**
 * The donor's documents in Spanish (neutral Latin American, as community organisations in NJ and NYC write): the
 * same record as `../en/words.ts`, its own words. The organisation's names, the standard and the record values
 * (models, serials) stay as they are.
 */
import { org } from "~/config/org";
import type { DocumentWords } from "~/kits/documents/content/en/words";

/** The prefix every number the site prints starts with; each kind adds its letter. */
const P = org.documents.certificatePrefix;

const standard = org.documents.dataDestructionStandard;

export const documentWordsEs: DocumentWords = {
  // "sin registrar" reads right after any field, whatever its gender ("fecha", "modelo").
  notRecorded: "sin registrar",
  signature: {
    heading: "Emisión y firma",
    headingUnsigned: "Emisión",
    issuedOn: "Fecha de emisión",
    signedBy: "Firmado en nombre de la organización por",
  },
  noSuchDocument: "No existe ese documento en su registro.",
  documentBusy: "No pudimos preparar su documento en este momento. Por favor, inténtelo de nuevo en un minuto.",
  download: {
    crossSite:
      "Este archivo solo se puede descargar desde las páginas de este sitio. Por favor, abra el portal y use su botón de descarga.",
    tooMany: (count: number) =>
      `Ya está descargando ${count} archivos. Por favor, espere a que termine uno e inténtelo de nuevo.`,
    ownAddressOnly:
      "Este archivo solo se puede descargar desde su propia dirección. Por favor, abra el portal y use su botón de descarga.",
    serverBusy: "Ahora mismo se están preparando muchos certificados. Por favor, inténtelo de nuevo en un minuto.",
  },
  links: {
    allCertificates: "Todos los certificados",
    receipt: "Recibo de donación",
    assetReport: "Informe de equipos",
  },
  page: {
    documents: "Sus documentos",
    impact: "Su impacto",
    givenToPeople: "Entregadas a personas",
    recycled: "Recicladas",
    certificatesReady: "Certificados listos",
    keptFromLandfill: "Libras que no llegaron al relleno sanitario",
    landfillDefinition:
      "Las libras que no llegaron al relleno sanitario son el peso registrado de sus computadoras que se entregaron a personas o se reciclaron; las computadoras sin peso registrado no se cuentan.",
    otherYears: "Recibos de otros años:",
    undated: (count: string) =>
      `${count} de sus computadoras no tienen registrada la fecha de recepción, así que todavía no aparecen en ningún recibo.`,
  },
  certificate: {
    title: "Certificado de destrucción de datos",
    number: "Número de certificado",
    issuedBy: "Emitido por",
    organisation: "Organización",
    address: "Dirección",
    contact: "Contacto",
    donor: "Donante",
    company: "Empresa",
    contactPerson: "Persona de contacto",
    mailingAddress: "Dirección postal",
    device: "Equipo",
    manufacturer: "Fabricante",
    model: "Modelo",
    type: "Tipo",
    systemSerial: "Número de serie del sistema",
    barcode: "Código de barras",
    memory: "Memoria",
    drive: (index: number) => `Unidad de almacenamiento ${index}`,
    driveModel: "Modelo",
    driveSerial: "Número de serie",
    driveSize: "Capacidad",
    noDrives: "No había ningún dispositivo de almacenamiento.",
    destruction: "Destrucción de datos",
    whatWasDone: "Qué se hizo",
    tool: "Herramienta de borrado y versión",
    date: "Fecha",
    technician: "Técnico",
    done: {
      Erased: `Datos borrados conforme a ${standard}`,
      Destroyed: "Unidad destruida físicamente",
      "No Drive": "Sin dispositivo de almacenamiento",
    },
    attests: {
      Erased: `${org.name} certifica que los datos de los dispositivos de almacenamiento de la computadora descrita arriba se borraron por software conforme a ${standard}, según consta en su inventario en la fecha indicada.`,
      Destroyed: `${org.name} certifica que los dispositivos de almacenamiento de la computadora descrita arriba se destruyeron físicamente, según consta en su inventario en la fecha indicada.`,
      "No Drive": `${org.name} certifica que la computadora descrita arriba no tenía ningún dispositivo de almacenamiento cuando se procesó, según consta en su inventario.`,
      unknown: `${org.name} certifica que la destrucción de datos de la computadora descrita arriba consta en su inventario como se indica; no se registró cómo se hizo.`,
    },
    verify: "Verifique este certificado en",
  },
  donation: {
    title: "Certificado de destrucción de datos de una donación",
    period: "Período cubierto",
    periodRange: (from: string, to: string) => `del ${from} al ${to} (fechas de destrucción de datos)`,
    outcomes: "Equipos por resultado",
    erased: "Datos borrados",
    destroyed: "Unidad destruida físicamente",
    noDrive: "Sin dispositivo de almacenamiento",
    methodNotRecorded: "Destrucción registrada, método sin registrar",
    inProgress: "En proceso (todavía sin certificado)",
    certified: "Certificados en este documento",
    explanation: `Cada equipo de la lista tiene su propio certificado, que se puede verificar en la dirección indicada con su número. La organización sigue la norma ${standard}.`,
    verifyAt: "Verifique un certificado en",
    numberPlaceholder: "<número de certificado>",
    columns: ["Número de certificado", "Modelo", "Serie del sistema", "Series de las unidades", "Qué se hizo", "Fecha"],
    doneShort: { Erased: "Borrado", Destroyed: "Destruida", "No Drive": "Sin unidad" },
    none: "Todavía no hay ningún equipo de esta donación con la destrucción de datos registrada.",
    attestation: `${org.name} certifica que la destrucción de datos de cada equipo de este documento consta en su inventario como indica su fila: datos borrados por software conforme a ${standard}, unidad destruida físicamente o sin dispositivo de almacenamiento. El certificado propio de cada equipo da los detalles.`,
    pageOf: (page: number) => `Página ${page} de`,
  },
  receipt: {
    title: (year: number) => `Recibo de donación ${year}`,
    organisation: "Organización",
    legalName: "Nombre legal",
    ein: "EIN (número de identificación tributaria)",
    taxStatus: "Situación fiscal",
    taxExempt: (section: string) =>
      `Exenta del impuesto federal sobre la renta según la sección ${section} del Código de Rentas Internas (Internal Revenue Code)`,
    address: "Dirección",
    donor: "Donante",
    company: "Empresa",
    contactPerson: "Persona de contacto",
    mailingAddress: "Dirección postal",
    received: "Fecha(s) de recepción",
    description: "Descripción de los bienes",
    typeNotRecorded: "computadora, tipo sin registrar",
    totalWeight: "Peso total",
    pounds: (amount: string) => `${amount} libras`,
    weightMissing: (count: string) => `peso sin registrar para ${count} de ellas`,
    noGoods: "No se entregaron bienes ni servicios a cambio de esta contribución.",
    noValue: `${org.legalName} no asigna ningún valor a los bienes. Determinar su valor para fines de impuestos es responsabilidad del donante.`,
    thanks: "Gracias por su donación.",
  },
  verify: {
    title: "Verificar un documento",
    genuine: "Este documento es auténtico: coincide con nuestros registros.",
    number: "Número de certificado",
    issuedBy: "Emitido por",
    manufacturer: "Fabricante",
    model: "Modelo",
    type: "Tipo",
    serialEnd: "Número de serie del sistema (últimos 4 caracteres)",
    whatWasDone: "Qué se hizo",
    date: "Fecha",
    notFound: "No tenemos ningún documento con este número. Revise el número impreso en él e inténtelo de nuevo.",
    tooMany: "Demasiadas verificaciones desde su conexión. Por favor, espere un minuto e inténtelo de nuevo.",
    unavailable: "En este momento no se pueden verificar números. Por favor, inténtelo de nuevo en un minuto.",
    intro:
      "Escriba el número impreso en un certificado, un recibo o una carta de horas nuestra para comprobar que es auténtico.",
    field: "Número impreso en el documento",
    hint: `Por ejemplo ${org.documents.certificatePrefix}-7K3M-Q9XD-2HBW-N5RT. No importan las mayúsculas, los espacios ni los guiones.`,
    check: "Comprobar",
    empty: "Escriba el número impreso en el documento.",
    notANumber: `Esto no es un número que emitamos. Empieza por ${P} (el certificado de un equipo), ${P}C (un certificado de clase), ${P}R (un recibo de donación), ${P}T (un recibo de entradas) o ${P}V (una carta de horas), seguido de 16 letras y números, tal como aparece impreso.`,
    another: "Comprobar otro número",
  },
};
