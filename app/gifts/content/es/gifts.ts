/** Las páginas y correos de quien dona dinero, en español (inglés: `../en/gifts.ts`). Issue 47, decisión 115. */
import { org } from "~/config/org";
import type { Localized } from "~/i18n";
import type * as en from "../en/gifts";

type Words<K extends keyof typeof en> = Localized<(typeof en)[K]>;

export const giving: Words<"giving"> = {
  heading: "Haga una donación",
  intro:
    "Su donación pone computadoras reacondicionadas, internet y habilidades digitales al alcance de quienes las necesitan.",
  amount: "¿Cuánto le gustaría donar?",
  other: "Otra cantidad",
  otherAmount: "Otra cantidad, en dólares",
  otherHint: "De $5 a $25,000.",
  frequency: "¿Con qué frecuencia?",
  once: "Una vez",
  monthly: "Cada mes",
  name: "Su nombre",
  nameHint: "Como debe aparecer en su recibo.",
  email: "Correo electrónico",
  emailHint: "Su recibo llega a esta dirección.",
  phone: "Número de celular (opcional)",
  phoneHint: "Un número de EE. UU., si quiere entrar a su portal con él.",
  coverFeeFor: (fee: string, amount: string) => `Agregar ${fee} para que sus ${amount} lleguen completos a la misión`,
  coverFee: "Agregar la comisión de la tarjeta para que toda su donación llegue a la misión",
  feeHint: (examples: string, rate: string) => `La comisión de la tarjeta es ${rate} de cada pago: ${examples}.`,
  feeExample: (fee: string, amount: string) => `${fee} sobre ${amount}`,
  feeRate: (percent: string, cents: string) => `${percent}% más ${cents}`,
  tribute: "Donar en honor o en memoria de alguien (opcional)",
  tributeNone: "No",
  tributeHonour: "En honor de",
  tributeMemory: "En memoria de",
  tributeName: "Nombre de esa persona",
  noticeEmail: "Avisar a alguien de su donación por correo (opcional)",
  noticeEmailHint: "Le escribimos que usted donó en este nombre, nunca cuánto.",
  noticeOn: "Día de envío",
  noticeOnHint: "Hoy lo envía de inmediato.",
  employer: "Su empleador (opcional)",
  employerHint: "Muchos empleadores igualan las donaciones de su personal; su recibo es lo que piden.",
  listed: "Pueden mostrar mi nombre en listas públicas de quienes nos apoyan",
  continue: "Continuar al pago",
  secure: "Usted paga en la página segura de Stripe: los datos de su tarjeta nunca llegan a este sitio.",
  left: "Salió de la página de pago antes de pagar: no se cobró nada. Sus respuestas están abajo.",
  errors: {
    amount: "Elija una cantidad, o escriba una de $5 a $25,000.",
    frequency: "Elija una vez o cada mes.",
    name: "Escriba su nombre.",
    email: "Escriba un correo electrónico para su recibo, como nombre@ejemplo.com.",
    phone: "Escriba un número de celular de EE. UU. con su código de área, o déjelo vacío.",
    tributeName: "Escriba el nombre de la persona a quien su donación honra o recuerda.",
    noticeEmail: "Escriba el correo al que va el aviso, como nombre@ejemplo.com.",
    noticeOn: "Elija un día entre hoy y un año a partir de hoy.",
    employer: "Escriba el nombre de su empleador en 120 caracteres como máximo.",
  },
  problems: {
    stale: "Esta página estuvo abierta demasiado tiempo. Revise sus respuestas y pulse Continuar otra vez.",
    limited: "Demasiados intentos desde su conexión. Espere unos minutos e inténtelo de nuevo.",
    provider: "No se pudo abrir la página de pago en este momento: no se cobró nada. Inténtelo de nuevo en un momento.",
  },
  errorTitle: "Algunas respuestas necesitan un cambio",
};

export const offline: Words<"offline"> = {
  heading: "Done con cheque o transferencia bancaria",
  intro:
    "Por ahora no se puede donar con tarjeta en este sitio. Puede donar con un cheque o con una transferencia bancaria.",
  check: (payableTo: string) => `Haga su cheque a nombre de ${payableTo} y envíelo por correo a:`,
  noAddress: (email: string) => `Escriba a ${email} para pedir la dirección a la que enviar su cheque.`,
  transfer: (email: string) =>
    `Para una transferencia bancaria, escriba a ${email}: le respondemos con los datos de la cuenta.`,
};

export const thanks: Words<"thanks"> = {
  title: "Gracias",
  paidOnce: (name: string, amount: string) => `Gracias, ${name}. Recibimos su donación de ${amount}.`,
  paidMonthly: (name: string, amount: string) =>
    `Gracias, ${name}. Su donación mensual de ${amount} ha comenzado; el primer mes está pagado.`,
  receipt: (email: string) => `Su recibo va en camino a ${email}.`,
  monthlyNext:
    "El recibo de cada mes llega por correo, con un enlace para cambiar la cantidad, pausar o cancelar: sin necesidad de cuenta.",
  tributeNow: (name: string) => `Estamos enviando ahora un aviso de su donación en nombre de ${name}, sin la cantidad.`,
  tributeLater: (name: string, day: string) =>
    `Enviaremos un aviso de su donación en nombre de ${name} el ${day}, sin la cantidad.`,
  employer: (employer: string) =>
    `Si ${employer} iguala donaciones, envíele su recibo: así llega el doble a la misión.`,
  portal: "Puede ver sus donaciones y recibos en el portal: entre con este correo electrónico.",
  signIn: "Entrar al portal",
  notPaid: "El pago no se realizó: no se cobró nada y no se hizo ninguna donación.",
  tryAgain: "Intentarlo de nuevo",
  unknown: "No encontramos este pago. Si se le cobró, su recibo le llegará por correo.",
};

export const receipt: Words<"receipt"> = {
  title: "Recibo de donación",
  corrected: "Recibo de donación corregido",
  number: "Número de recibo",
  date: "Fecha de la donación",
  donor: "Donante",
  amount: "Cantidad",
  frequency: "Donación",
  once: "Donación única",
  monthly: "Donación mensual",
  paidBy: "Pagado con",
  card: (brand: string, last4: string) => `tarjeta ${brand} terminada en ${last4}`,
  notRecorded: "Tarjeta",
  legalName: "Organización",
  ein: "EIN",
  address: "Dirección",
  exemption: (legalName: string, section: string) =>
    `${legalName} está exenta del impuesto federal sobre la renta según la sección ${section} del Código de Rentas Internas.`,
  noGoods: "No se entregaron bienes ni servicios a cambio de esta contribución.",
  goods: (value: string, description: string, deductible: string) =>
    `A cambio de esta contribución se entregaron bienes o servicios por un valor estimado de ${value} (${description}); la cantidad que puede deducir es ${deductible}.`,
  replaces: (number: string) => `Este recibo corrige y reemplaza el recibo ${number}.`,
  voided: (number: string | null) =>
    number ? `Este recibo está anulado: lo reemplaza el recibo ${number}.` : "Este recibo está anulado.",
  refunded: (amount: string) => `Se reembolsaron ${amount} de esta donación.`,
  keep: "Guarde este recibo para sus registros de impuestos.",
  verify: "Verifique este recibo en",
};

export const emails: Words<"emails"> = {
  receiptSubject: (amount: string) => `Su recibo por su donación de ${amount}`,
  correctedSubject: "Su recibo de donación corregido",
  greeting: (name: string) => `Estimado/a ${name}:`,
  thanksOnce: (amount: string, day: string) => `Gracias por su donación de ${amount} del ${day}.`,
  thanksMonthly: (amount: string, day: string) => `Gracias por la donación de este mes de ${amount}, pagada el ${day}.`,
  correctedIntro: "Su donación cambió, así que su recibo está corregido. El recibo corregido reemplaza al anterior.",
  receiptLink: "Su recibo (PDF):",
  manageLink: "Cambie la cantidad, pause o cancele su donación mensual (sin iniciar sesión):",
  portal: "Sus donaciones y recibos también están en su portal:",
  signOff: `Con gratitud,\n${org.name}`,
  changedSubject: "Su donación mensual cambió",
  amountChanged: (amount: string) => `Su donación mensual ahora es de ${amount}, desde su próximo pago.`,
  paused: (day: string) => `Su donación mensual está en pausa hasta el ${day}. No se cobra nada hasta entonces.`,
  resumed: "Su donación mensual se reanudó. Gracias por volver a donar.",
  cancelled: "Su donación mensual está cancelada. No se cobrará nada más. Gracias por todo lo que donó.",
  failedSubject: "El pago de su donación mensual no se realizó",
  failed: (amount: string) =>
    `El pago de este mes de ${amount} de su donación mensual no se realizó. No se cobró nada.`,
  updateCard: "Actualice su tarjeta en la página segura de nuestro proveedor de pagos:",
  tributeSubject: (donor: string) => `${donor} hizo una donación en su nombre`,
  tributeHonour: (donor: string, name: string) =>
    `${donor} hizo una donación a ${org.name} en honor de ${name}. Pone computadoras reacondicionadas, internet y habilidades digitales al alcance de quienes las necesitan.`,
  tributeMemory: (donor: string, name: string) =>
    `${donor} hizo una donación a ${org.name} en memoria de ${name}. Pone computadoras reacondicionadas, internet y habilidades digitales al alcance de quienes las necesitan.`,
};

export const manage: Words<"manage"> = {
  title: "Su donación mensual",
  notFound: "Este enlace no lleva a una donación mensual. Use el enlace de su último recibo.",
  state: {
    active: (amount: string) => `Su donación mensual de ${amount} está activa.`,
    paused: (amount: string, day: string) => `Su donación mensual de ${amount} está en pausa hasta el ${day}.`,
    past_due: (amount: string) => `Su donación mensual de ${amount} espera una tarjeta que funcione.`,
    cancelled: "Su donación mensual está cancelada.",
  },
  changeAmount: "Cambiar la cantidad",
  newAmount: "Nueva cantidad mensual, en dólares",
  newAmountHint: "De $5 a $25,000; la comisión de la tarjeta que eligió cubrir se calcula de nuevo.",
  saveAmount: "Cambiar la cantidad",
  pause: "Pausar",
  pauseFor: "Pausar durante",
  months: (count: number) => (count === 1 ? "1 mes" : `${count} meses`),
  pauseButton: "Pausar mi donación",
  resume: "Reanudar mi donación ahora",
  cancel: "Cancelar mi donación mensual",
  cancelHint: "No se cobrará nada más. Puede empezar una nueva donación cuando quiera.",
  updateCard: "Actualizar mi tarjeta",
  done: {
    amount: (amount: string) =>
      `Listo: su donación mensual ahora es de ${amount}. Le enviamos un correo para confirmarlo.`,
    paused: (day: string) =>
      `Listo: su donación está en pausa hasta el ${day}. Le enviamos un correo para confirmarlo.`,
    resumed: "Listo: su donación se reanudó. Le enviamos un correo para confirmarlo.",
    cancelled: "Listo: su donación mensual está cancelada. Le enviamos un correo para confirmarlo.",
  },
  errors: {
    amount: "Escriba una cantidad de $5 a $25,000.",
    months: "Elija 1, 3 o 6 meses.",
    state: "Esto no se puede hacer con su donación tal como está ahora.",
    provider:
      "No pudimos comunicarnos con nuestro proveedor de pagos, así que nada cambió. Inténtelo de nuevo en un momento.",
    stale: "Esta página estuvo abierta demasiado tiempo. Inténtelo de nuevo.",
  },
};

export const portal: Words<"portal"> = {
  heading: "Sus donaciones de dinero",
  none: "Todavía no hay donaciones de dinero.",
  date: "Fecha",
  gift: "Donación",
  amount: "Cantidad",
  receipt: "Recibo",
  once: "Única",
  monthly: "Mensual",
  receiptPdf: (number: string) => `Recibo ${number} (PDF)`,
  voided: "anulado",
  manage: "Administrar su donación mensual",
};
