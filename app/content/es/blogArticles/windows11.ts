import type { BlogArticleRecord } from "../../blogArticle";

/** The English record's own type: its words are plain strings already (`Localized` would widen the block kinds). */
export const windows11: BlogArticleRecord = {
  slug: "computer-cannot-run-windows-11",
  title: "Su computadora no puede usar Windows 11. ¿Y ahora qué?",
  description:
    "Windows 10 ya no recibe actualizaciones de seguridad. Si su computadora no puede pasar a Windows 11, estas son sus opciones reales: volver a revisar, cambiar a ChromeOS Flex o Linux, o donarla.",
  date: "2026-10-27",
  image: "/images/illustrations/article.svg",
  blocks: [
    {
      type: "p",
      text: "Microsoft dejó de dar soporte a Windows 10 el 14 de octubre de 2025. Desde entonces ya no recibe arreglos de seguridad, ayuda técnica ni funciones nuevas, y la extensión pagada de un año que Microsoft ofreció a los usuarios en casa (Extended Security Updates) solo duró hasta el 13 de octubre de 2026. La computadora sigue prendiendo y funcionando. Pero cada falla de seguridad que se descubra de ahora en adelante quedará abierta, y eso importa sobre todo en un equipo que usa para el correo electrónico, el banco, la escuela o las solicitudes de empleo.",
    },
    {
      type: "p",
      text: "Muchas computadoras que funcionan perfectamente con Windows 10 no se pueden actualizar a Windows 11. Antes de decidir que ya es hora de comprar una nueva, esto es lo que puede hacer.",
    },
    { type: "h2", text: "Primero, averigüe por qué no se puede actualizar" },
    {
      type: "p",
      text: "Windows 11 necesita, entre otras cosas, un procesador de 64 bits que esté en la lista de compatibilidad de Microsoft (como referencia, Intel de 8.ª generación o AMD Ryzen serie 2000 y más nuevos), 4 GB de memoria, 64 GB de almacenamiento, firmware UEFI con arranque seguro (Secure Boot) y un chip de seguridad llamado TPM 2.0.",
    },
    {
      type: "p",
      text: "La aplicación gratuita PC Health Check de Microsoft le indica qué requisito no cumple su computadora. A veces la respuesta es sencilla: en muchas computadoras de 2017 en adelante, el TPM y el arranque seguro están presentes pero desactivados en la configuración del firmware, y basta con activarlos. Pero si el problema es el procesador, no hay ninguna configuración que cambiar.",
    },
    {
      type: "p",
      text: "Quizás lea sobre maneras de forzar la instalación de Windows 11 en equipos no compatibles. Microsoft no da soporte a esas instalaciones y puede que no les envíe actualizaciones, lo cual no tiene sentido, así que no las recomendamos.",
    },
    { type: "h2", text: "Opción 1: ChromeOS Flex" },
    {
      type: "p",
      text: "ChromeOS Flex es una versión gratuita del sistema que usan las Chromebooks, creada por Google para computadoras Windows y Mac que ya existen. Arranca rápido, se actualiza sola y le conviene a quien usa sobre todo el navegador web: correo electrónico, videollamadas, formularios en línea, Google Docs o Microsoft 365 en la web.",
    },
    {
      type: "ul",
      items: [
        "Necesita una memoria USB de 8 GB o más para crear el instalador, y la computadora necesita un procesador Intel o AMD de 64 bits, 4 GB de memoria y 16 GB de almacenamiento.",
        "Google tiene una lista de modelos certificados; otros también suelen funcionar, pero las computadoras fabricadas antes de 2010 pueden funcionar mal.",
        "Puede probarlo primero desde la memoria USB sin cambiar nada. Al instalarlo se borra el disco, así que copie sus archivos antes.",
        "No funciona con programas de Windows. Si depende de alguno, busque primero una versión web o una alternativa.",
      ],
    },
    { type: "h2", text: "Opción 2: Linux" },
    {
      type: "p",
      text: "Linux es un sistema operativo gratuito que todavía tiene soporte en casi cualquier computadora de los últimos quince años. Las versiones fáciles para principiantes, como Linux Mint y Ubuntu, se ven y funcionan de forma muy parecida a Windows, traen un navegador web, un paquete de oficina que abre archivos de Word y Excel, y una tienda de programas, y reciben actualizaciones de seguridad durante años.",
    },
    {
      type: "p",
      text: "Igual que con ChromeOS Flex, puede iniciar Linux desde una memoria USB para probarlo, con su impresora y su wifi, antes de instalar nada. Hay más que aprender que con ChromeOS Flex, y algunos programas y juegos que solo existen para Windows no funcionarán.",
    },
    { type: "h2", text: "Opción 3: Dónela" },
    {
      type: "p",
      text: [
        "Si ya la reemplazó, o no quiere cambiar de sistema usted mismo, désela a alguien que la necesite. ",
        { text: "Recibimos computadoras donadas", href: "/donate" },
        ", borramos cada disco según la norma NIST 800-88, reacondicionamos lo que se puede volver a usar y lo entregamos gratis a personas necesitadas, y usted recibe un recibo deducible de impuestos. Una computadora demasiado vieja para volver a usarse se recicla de manera responsable.",
      ],
    },
    {
      type: "p",
      text: [
        "Por favor, no la tire a la basura: tanto Nueva Jersey como Nueva York prohíben botar computadoras con la basura de la casa, porque contienen plomo y otros materiales peligrosos. Las laptops, tabletas y teléfonos también se pueden llevar a uno de nuestros ",
        { text: "puntos gratuitos de entrega de desechos electrónicos", href: "/ewastedropoff" },
        ".",
      ],
    },
    { type: "h2", text: "Elija lo que elija" },
    {
      type: "ul",
      items: [
        "Primero haga una copia de seguridad de sus archivos: fotos, documentos y todo lo que esté guardado solo en esa computadora.",
        "Hasta que haga el cambio, mantenga actualizados el navegador web y el antivirus, y evite usar el sistema viejo para el banco.",
        "Si va a comprar otra, verifique que funcione con Windows 11 o que sea una Chromebook a la que le queden años de actualizaciones; una computadora reacondicionada suele ser la mejor opción por su precio.",
      ],
    },
  ],
};
