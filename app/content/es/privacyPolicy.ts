/**
 * The privacy policy in Spanish: the same facts as ../privacyPolicy.ts (figures from the code, through the page's
 * loader). To be reviewed by the organisation's counsel and a native speaker (docs/content-to-supply.md).
 */
import type * as En from "../privacyPolicy";
import { embeds } from "~/config/embeds";
import { helpDeskWidget } from "~/config/external";
import { org } from "~/config/org";
import { formatDate, type Localized } from "~/i18n";
import { legalEffectiveDate } from "../legal";
import { siteCookies, type LegalDocument, type PrivacyFacts } from "../privacyPolicy";
import { bullets, heading, paragraph, subheading } from "../richText";
import { embedTitles } from "./embeds";

export { siteCookies };

const cookieNames = (cookie: { plain: string; https: string }) =>
  `${cookie.plain} (${cookie.https} en nuestra dirección segura)`;

function frameProviders(): string[] {
  const byHost = new Map<string, string[]>();
  for (const [name, embed] of Object.entries(embeds) as [keyof typeof embeds, (typeof embeds)[keyof typeof embeds]][]) {
    const host = new URL(embed.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), embedTitles[name]]);
  }
  return [...byHost].map(([host, titles]) => `${host}: ${titles.join(", ")}.`);
}

export const privacyPolicy: Localized<typeof En.privacyPolicy> = (facts: PrivacyFacts): LegalDocument => {
  const email = { text: org.email, href: `mailto:${org.email}` };
  return {
    title: "Política de privacidad",
    effectiveDate: legalEffectiveDate,
    updatedLabel: `Vigente desde el ${formatDate("es", legalEffectiveDate)}`,
    blocks: [
      paragraph(
        `Esta política explica qué guarda ${org.legalName} ("nosotros") sobre usted cuando usa este sitio web, el portal digital y las páginas de pedido del servicio de internet Shield; para qué; por cuánto tiempo; y cómo pedirnos que se lo mostremos o lo eliminemos. No vendemos información personal, no mostramos publicidad y este sitio no usa programas de análisis ni de seguimiento.`,
      ),

      heading("Qué guarda el sitio web cuando usted lo visita"),
      paragraph(
        "Para ver nuestras páginas públicas no se necesita una cuenta. Nuestro servidor escribe una línea en su registro por cada solicitud: el método (por ejemplo GET), la dirección de la página sin lo que va después de un signo de interrogación, el estado de la respuesta y cuánto tardó, con la hora. Esa línea no contiene su dirección IP, su correo electrónico, los enlaces de inicio de sesión ni el texto que usted escribe.",
      ),
      paragraph(
        "Cuando alguien pide un enlace para iniciar sesión, el registro lo anota con el correo electrónico abreviado a su primera letra y su dominio (como j***@example.org), para poder dar seguimiento a un problema sin guardar la dirección completa.",
      ),
      paragraph(
        "Guardamos los registros del servidor solo el tiempo necesario para mantener el sitio funcionando y seguro, y los eliminamos después de 30 días.",
      ),

      heading("Qué guarda el portal digital"),
      paragraph(
        "El portal digital muestra a las personas solicitantes el avance de su solicitud de computadora, y a los donantes lo que donaron. Funciona con una copia de los registros de nuestra base de datos de donantes y solicitantes (nuestro CRM), que nuestro personal carga en el portal y que nuestro CRM le envía a medida que cambian los registros. Según quién sea usted, la copia contiene:",
      ),
      bullets([
        "Para todas las personas que pueden iniciar sesión: su nombre, su correo electrónico y si es solicitante, donante o ambos.",
        "Para solicitantes: su nombre completo, correo electrónico, número de teléfono, el estado de su solicitud y, si fue rechazada, el motivo; la organización sin fines de lucro que le nominó; el nombre y el correo electrónico de la persona que le recomendó; y cuántas laptops, computadoras de escritorio o tabletas pidió.",
        "Para donantes: su empresa, nombre, correo electrónico, teléfono, ubicación y dirección postal, su número y estado de donante, y los equipos que donó (modelo, tipo, estado, dónde y cuándo se recibieron, donaron o reciclaron, y su peso).",
      ]),
      paragraph(
        "Estos registros permanecen en el portal mientras estén en nuestro CRM; el personal los actualiza con cada nueva carga. Si nos lo pide, también eliminamos los suyos de la copia del portal.",
      ),
      subheading("Inicio de sesión"),
      paragraph(
        `Cuando escribe su correo electrónico en la página de inicio de sesión, y pertenece a alguien de nuestros registros, le enviamos un enlace para iniciar sesión. El enlace funciona una sola vez y vence a los ${facts.signInLinkMinutes} minutos. Para enviarlo guardamos un registro del enlace (un identificador, el identificador de su registro, su correo electrónico en minúsculas, cuándo se creó, cuándo vence y cuándo se usó) y el mensaje mismo en una bandeja de salida hasta que se entrega.`,
      ),
      paragraph(
        `El portal elimina por sí solo los registros de enlaces, los mensajes enviados y las sesiones terminadas ${facts.retentionDays} días después de que se usaron, vencieron o se enviaron; si nos lo pide, eliminamos los suyos antes.`,
      ),
      paragraph(
        `Para evitar que alguien llene un buzón de mensajes o adivine direcciones, contamos las solicitudes de inicio de sesión: como máximo ${facts.signInRequestsPerMinute} por minuto desde una misma dirección de red, y como máximo ${facts.signInEmailsPerWindow} correos a una misma dirección en ${facts.signInEmailWindowMinutes} minutos. El contador de una dirección de red contiene esa dirección y un número; se elimina aproximadamente una hora después de que pasa su minuto. Cuando una dirección de red supera el límite, esa dirección se anota en el registro del servidor.`,
      ),
      subheading("Sesiones"),
      paragraph(
        `Después de que usted abre un enlace de inicio de sesión, una sesión mantiene su sesión abierta: un identificador aleatorio, el identificador de su registro y dos horas. Termina después de ${facts.sessionIdleMinutes} minutos sin actividad, después de ${facts.sessionMaxHours} horas en cualquier caso, o cuando usted elige «Cerrar sesión» o «Volver a la búsqueda»; las sesiones terminadas se eliminan.`,
      ),
      paragraph(
        `También guardamos el idioma en que usó el sitio por última vez (inglés o español) con su correo electrónico en minúsculas, para que los correos que le enviamos, como un cambio en el estado de su solicitud, estén en ese idioma. Se elimina ${facts.retentionDays} días después de que su correo electrónico deja de estar en nuestros registros.`,
      ),

      heading("Solicitar una computadora en este sitio"),
      paragraph(
        `La solicitud guarda sus respuestas en nuestro servidor a medida que pasa de un paso a otro, para que volver atrás o recargar la página no borre nada; un borrador que nadie toca durante ${facts.applicationDraftDays} días se elimina. El ingreso que escribe en el primer paso se usa solo para compararlo con el límite y nunca se guarda: solo guardamos si calificó por un programa o por ingresos. 'Guardar y terminar más tarde' le envía por correo un enlace que sirve una vez, durante ${facts.saveLinkDays} días.`,
      ),
      paragraph(
        `Donar equipos guarda sus respuestas en nuestro servidor entre un paso y otro de la misma manera, durante los mismos ${facts.applicationDraftDays} días. Cuando envía, guardamos lo que nos dio para organizar y registrar la donación: su nombre, empresa, correo electrónico y teléfono, los equipos que declaró, la dirección, las indicaciones y las fechas preferidas de la recogida (o la oficina que eligió), si quiere un certificado y un recibo, y la fecha de cada paso que alcanza la donación. Solo el navegador que envió una entrega puede abrir su pase.`,
      ),
      paragraph(
        `Cuando la envía, guardamos su solicitud con los registros descritos arriba (y la enviamos a nuestro CRM): su nombre, correo, teléfono si lo dio, idioma preferido, código postal, tamaño del hogar, cómo calificó, los equipos que pidió y su organización nominadora y quien le recomienda. Esa persona recibe un correo con un enlace que sirve una vez, durante ${facts.recommendLinkDays} días; su página muestra solo su nombre y la inicial de su apellido. Lo que responde, y la carta que pueda adjuntar, solo lo ve nuestro personal. Un tiempo después de recibir una computadora le hacemos tres preguntas por correo; sus respuestas solo las ve nuestro personal.`,
      ),
      paragraph(
        `La carta de quien le recomienda y sus respuestas de seguimiento se eliminan ${facts.letterRetentionDays} días después de que su solicitud se entrega o se rechaza.`,
      ),
      paragraph(
        "Cuando una organización sin fines de lucro solicita ser socia, guardamos lo que da su formulario: el nombre de la organización, su EIN, región, dirección, sitio web, servicios y cómo distribuiría los equipos, y el nombre, correo electrónico y teléfono de su persona de contacto, con el idioma del formulario. El registro de la organización (sin el EIN, el nombre y teléfono de la persona de contacto ni las respuestas) va a nuestro CRM; el resto solo lo ve nuestro personal. Escribimos a la persona de contacto cuando llega la solicitud y cuando el personal decide.",
      ),

      heading("Cookies"),
      paragraph("Solo usamos estas cookies propias. Ninguna se usa para publicidad ni para seguirle a otros sitios."),
      bullets([
        `${cookieNames(siteCookies.session)}: mantiene su sesión abierta en el portal. Contiene un identificador aleatorio firmado y dura hasta que termina su sesión (como máximo ${facts.sessionMaxHours} horas).`,
        `${cookieNames(siteCookies.csrf)}: protege el formulario de inicio de sesión contra solicitudes falsificadas por otros sitios. Contiene un código aleatorio firmado y se crea cuando usted abre la página de inicio de sesión o el portal.`,
        `${cookieNames(siteCookies.referral)}: se crea solo cuando usted llega desde un enlace que indica quién le habló de Shield o que trae un cupón (por ejemplo, desde el boletín de un socio). Contiene esos dos valores cortos, durante ${facts.referralCookieDays} días, para que el pago pueda acreditar al socio y aplicar el cupón aunque haga su pedido más tarde. Nunca guardamos nada más en ella, y se ignoran los valores que no sean texto corto y simple.`,
        `${cookieNames(siteCookies.application)}: se crea cuando empieza una solicitud, para que el paso siguiente encuentre sus respuestas. Contiene un identificador aleatorio firmado de su borrador, y nada más, durante ${facts.applicationDraftDays} días.`,
        `${cookieNames(siteCookies.donation)}: se crea cuando empieza a donar equipos, para que el paso siguiente encuentre sus respuestas y, una vez enviada, solo este navegador pueda abrir el pase de entrega. Contiene un identificador aleatorio firmado del borrador de su donación, y nada más, durante ${facts.applicationDraftDays} días.`,
      ]),
      paragraph(
        "Las cinco se envían solo a este sitio, los programas de la página no pueden leerlas y se envían solo por una conexión segura cuando el sitio se sirve por https. Puede eliminarlas en su navegador en cualquier momento; el portal le pedirá que inicie sesión de nuevo, y tendrá que volver a escribir el cupón al pagar.",
      ),

      heading("Marcos de otras empresas en nuestras páginas"),
      paragraph(
        "Algunas de nuestras páginas muestran formularios y contenido de otras empresas dentro de un marco: nuestro formulario de donación, el mapa de puntos de entrega, las publicaciones de redes sociales y el pago de Shield. Lo que usted escribe en un marco va a esa empresa, que lo maneja según su propia política de privacidad y en nuestro nombre. Como cualquier sitio web, cada una también recibe su dirección IP, los datos de su navegador y la dirección de la página que muestra el marco, y puede crear sus propias cookies. Los marcos vienen de:",
      ),
      bullets(frameProviders()),
      paragraph(
        "El pago de Shield lo gestiona nuestro proveedor de facturación. Recopila su nombre, su dirección de envío y de facturación, su correo electrónico y su tarjeta de pago para tomar su pedido; nosotros recibimos los datos del pedido, pero nunca el número completo de su tarjeta. Si llegó con una recomendación o un cupón, el pago también recibe esos dos valores.",
      ),
      paragraph(
        "Cuando nos escribe con el formulario de contacto o solicita formar parte de nuestra junta, guardamos lo que envió (y su currículum) para que nuestro personal pueda responderle, y le enviamos una confirmación por correo electrónico, o por mensaje de texto si solo indicó un número de celular. Cuando se suscribe a nuestro boletín, le enviamos un enlace para confirmar su correo; una vez confirmado, lo guardamos y se lo damos a nuestro proveedor de listas de correo (Zoho Campaigns), que envía el boletín. El enlace para darse de baja de nuestros correos del boletín le quita de la lista de inmediato, aquí y en el proveedor.",
      ),
      paragraph(
        `El botón de «Ayuda» es un enlace simple a nuestro centro de ayuda. Solo si lo presiona con JavaScript activado, la página carga el chat de nuestro proveedor de soporte (desde ${new URL(helpDeskWidget.scriptUrl).host}), que entonces recibe lo que usted escribe en él.`,
      ),

      heading("Cómo los protegemos"),
      paragraph(
        "El sitio se sirve por una conexión cifrada. Los enlaces de inicio de sesión están firmados y funcionan una sola vez; las cookies están firmadas y ocultas a los programas de la página; nuestros registros nunca contienen contraseñas, códigos ni direcciones de correo completas. El acceso a los registros se limita al personal que los necesita para su trabajo.",
      ),

      heading("Sus opciones y derechos"),
      paragraph([
        "Puede pedirnos que le mostremos lo que guardamos sobre usted, que lo corrijamos o que lo eliminemos. Escriba a ",
        email,
        " desde la dirección que tenemos en nuestros registros (o díganos de qué otra forma podemos confirmar que es usted), y le responderemos en un plazo de 30 días. Es posible que tengamos que conservar algunos registros que exige la ley, como los recibos de donación para fines fiscales; si es así, se lo diremos.",
      ]),
      paragraph(
        "Nuestro sitio no está dirigido a menores de 13 años y no recopilamos a sabiendas su información personal en línea. Un padre, una madre o un tutor que crea que tenemos información de un menor puede pedirnos que la eliminemos.",
      ),

      heading("Cambios y contacto"),
      paragraph("Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha de vigencia."),
      paragraph([
        "Preguntas sobre privacidad: escriba a ",
        email,
        `, o envíe una carta a ${org.legalName}, ${org.offices.nj.city}, ${org.offices.nj.state}.`,
      ]),
    ],
  };
};
