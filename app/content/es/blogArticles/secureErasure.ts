import type { BlogArticleRecord } from "../../blogArticle";

/** The English record's own type: its words are plain strings already (`Localized` would widen the block kinds). */
export const secureErasure: BlogArticleRecord = {
  slug: "how-we-securely-erase-donated-devices",
  title: "Cómo borramos de forma segura los equipos donados",
  description:
    "Qué pasa con los datos de una computadora que nos dona: los tres niveles de la norma NIST SP 800-88 (limpiar, purgar, destruir), cuál corresponde a cada tipo de disco y cómo verificamos el trabajo.",
  date: "2026-04-14",
  image: "/images/illustrations/data-wipe.svg",
  blocks: [
    {
      type: "p",
      text: "La primera pregunta que hacen la mayoría de los donantes no es sobre la computadora. Es sobre lo que hay en ella: declaraciones de impuestos, fotos de la familia, contraseñas guardadas, los archivos de los clientes de una empresa. Antes de que una laptop donada pueda ayudar a otra persona, todo lo que dejó su dueño anterior tiene que desaparecer para siempre. Así es como nos aseguramos de eso, y por qué seguimos la guía del gobierno de EE. UU. en lugar de un método propio.",
    },
    { type: "h2", text: "Borrar un archivo no lo elimina" },
    {
      type: "p",
      text: "Cuando usted borra un archivo, o incluso vacía la papelera de reciclaje, por lo general la computadora solo marca ese espacio como libre. Los datos siguen en el disco hasta que algo más se escriba encima, y muchas veces las herramientas gratuitas de recuperación pueden traerlos de vuelta. Formatear el disco funciona casi igual: crea un índice nuevo y vacío, pero deja el contenido anterior en su lugar. Por eso no basta con \"limpiar\" una computadora reinstalando el sistema operativo.",
    },
    { type: "h2", text: "La norma que seguimos: NIST SP 800-88" },
    {
      type: "p",
      text: [
        "El Instituto Nacional de Estándares y Tecnología (NIST) publica la ",
        { text: "Publicación Especial 800-88, Guías para la Sanitización de Medios", href: "https://csrc.nist.gov/pubs/sp/800/88/r1/final" },
        " (en inglés). Su Revisión 1, publicada en 2014, es la referencia que usan el gobierno, el sector de la salud y las empresas de EE. UU. para deshacerse de datos. En lugar de exigir una sola herramienta, define tres niveles de sanitización y explica qué nivel corresponde a cada tipo de almacenamiento y a qué tan delicados son los datos.",
      ],
    },
    { type: "h3", text: "Limpiar (Clear)" },
    {
      type: "p",
      text: "Limpiar usa comandos comunes para sobrescribir cada lugar del disco al que un usuario puede llegar, por ejemplo escribiendo ceros en todo el disco, o con un restablecimiento completo de fábrica en los equipos que no se pueden sobrescribir directamente. Protege contra cualquier persona que conecte el disco e intente usar programas de recuperación.",
    },
    { type: "h3", text: "Purgar (Purge)" },
    {
      type: "p",
      text: "Purgar va más allá: hace que la recuperación sea imposible incluso para un laboratorio con equipo especializado. En los discos modernos esto suele significar el comando de sanitización o de borrado seguro que trae el propio disco, que también llega a las áreas de reserva que una sobrescritura normal no alcanza, o un borrado criptográfico, en el que un disco que cifra todo lo que guarda desecha su clave y deja solo datos ilegibles. La desmagnetización, un campo magnético fuerte, puede purgar medios magnéticos antiguos, pero no sirve para nada en los discos de estado sólido.",
    },
    { type: "h3", text: "Destruir (Destroy)" },
    {
      type: "p",
      text: "Destruir también hace imposible la recuperación, y deja el disco inservible: triturarlo, desintegrarlo, pulverizarlo o fundirlo. Es la solución para un disco que se dañó, uno cuyo comando de sanitización no es confiable, o medios demasiado dañados para borrarlos.",
    },
    { type: "h2", text: "Por qué los discos de estado sólido necesitan más cuidado" },
    {
      type: "p",
      text: "La mayoría de las computadoras fabricadas en los últimos años guardan los datos en discos de estado sólido (SSD) o en memoria flash soldada. Estos reparten las escrituras entre celdas de reserva para desgastarse de manera pareja, y guardan bloques de reserva que el sistema operativo nunca ve. Por eso, escribir ceros en un SSD desde afuera puede dejar copias de datos antiguos. La respuesta de la guía es usar los comandos de sanitización o de borrado criptográfico que el fabricante incluye en el disco, y destruir el disco cuando esos comandos no están disponibles o no funcionan.",
    },
    { type: "h2", text: "Lo que hacemos con cada equipo" },
    {
      type: "ol",
      items: [
        "Cada equipo se registra al llegar, así siempre sabemos dónde está y qué se ha hecho con él.",
        "Cada disco se borra con un método que corresponde a su tipo, según la norma NIST 800-88, antes de empezar cualquier otro trabajo en la computadora.",
        "El borrado se verifica: se revisa el disco para confirmar que los datos anteriores ya no están. Un disco que no se puede borrar y verificar no se vuelve a usar.",
        "Los discos que fallan, o que no se pueden borrar, se destruyen físicamente, y los equipos que no se pueden volver a usar se reciclan con socios con certificación R2.",
        "El resultado queda registrado, y hay un certificado de destrucción de datos disponible si lo solicita.",
      ],
    },
    { type: "h2", text: "Lo que puede hacer antes de donar" },
    {
      type: "ul",
      items: [
        "Copie lo que quiera guardar, como fotos y documentos, en otro equipo o en una cuenta en la nube.",
        "Cierre la sesión de sus cuentas y, en una Mac o un teléfono, desactive Buscar (Find My), para que el equipo no quede bloqueado a su nombre.",
        "Saque los discos, las tarjetas de memoria y las memorias USB de los puertos.",
        "No se preocupe por borrarla usted mismo: de todas formas borramos cada disco, con la misma norma, sin importar su estado.",
      ],
    },
    {
      type: "p",
      text: [
        "¿Listo para darle una segunda vida a una computadora? ",
        { text: "Done sus computadoras", href: "/donate" },
        ", y pídanos un certificado de destrucción de datos si lo necesita para sus registros.",
      ],
    },
  ],
};
