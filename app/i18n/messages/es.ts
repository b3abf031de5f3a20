import type { Messages } from "./en";

/** The interface words in Spanish (neutral Latin American, as community organisations in NJ and NYC write). */
export const es: Messages = {
  languageName: "Español",
  switchTo: { label: "English", long: "View this page in English" },
  skipToContent: "Ir al contenido principal",
  mainNavigation: "Principal",
  menu: "Menú",
  overview: (group: string) => `${group}: página principal`,
  newTab: "(se abre en una pestaña nueva)",
  profileNewTab: "(perfil, se abre en una pestaña nueva)",
  footer: {
    newsletter: "Boletín",
    newsletterIntro:
      "Noticias de nuestro trabajo, unas pocas veces al año. Primero le enviamos un enlace para confirmar.",
    newsletterEmail: "E-mail para el boletín",
    newsletterSubmit: "Suscribirme",
    socialMedia: "Redes sociales",
    allRightsReserved: "Todos los derechos reservados.",
  },
  help: { landmark: "Ayuda", button: "Ayuda", buttonHidden: ": centro de ayuda (se abre en una pestaña nueva)" },
  notFound: {
    title: "404: página no encontrada",
    text: "La tecnología puede ser un poco confusa, pero no se preocupe: estamos aquí para ayudarle. ¿Necesita ayuda?",
    unavailableTitle: "No podemos consultar nuestros registros en este momento",
    unavailableText:
      "El sitio funciona, pero los registros de esta página no están disponibles por un momento. No se cambió nada de lo que envió. Por favor, inténtelo de nuevo en unos minutos.",
    home: "Volver al inicio",
  },
  serverError: {
    title: "Algo salió mal",
    text: "Lo sentimos, no pudimos mostrar esta página en este momento. Por favor, inténtelo de nuevo en un minuto.",
    wrongMethodTitle: "Esta página no puede hacer eso",
    wrongMethodText:
      "Esta dirección solo muestra una página; no se le puede enviar nada. Por favor, regrese y use los botones y formularios de la página.",
    unavailableTitle: "No podemos consultar nuestros registros en este momento",
    unavailableText:
      "El sitio funciona, pero los registros de esta página no están disponibles por un momento. No se cambió nada de lo que envió. Por favor, inténtelo de nuevo en unos minutos.",
    home: "Volver al inicio",
    crossSiteTitle: "Este formulario no se envió desde nuestro sitio",
    crossSiteText:
      "No se cambió nada. El formulario llegó desde otro sitio, o a través de un proxy que cambió nuestra dirección en el camino. Por favor, abra la página en nuestro sitio y envíe el formulario desde allí.",
  },
  carousel: {
    readMore: "Leer más",
    items: (label: string, count: number) => `${label}: ${count} artículos`,
    previous: (label: string) => `Anterior: ${label}`,
    next: (label: string) => `Siguiente: ${label}`,
  },
  testimonials: {
    pause: "Pausar",
    play: "Reproducir",
    pauseLabel: "Pausar la presentación de testimonios",
    playLabel: "Reproducir la presentación de testimonios",
    slide: (index: number, count: number) => `${index} de ${count}`,
    toBeSupplied: "Testimonio pendiente",
    anonymous: "Anónimo",
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
    choose: "Elija un testimonio",
    dot: (index: number) => `Testimonio ${index}`,
  },
  gallery: {
    pictures: "Fotos",
    show: (index: number, count: number, alt: string) => `Mostrar la foto ${index} de ${count}: ${alt}`,
  },
  memberPhoto: (name: string) => `Foto de ${name}`,
  readingTime: (minutes: number) => `${minutes} min de lectura`,
  effective: (date: string) => `Vigente desde el ${date}`,
  sending: "Enviando...",
  staffImport: {
    onlyItsColumns:
      "Un archivo cambia solo las columnas que tiene: una columna que no incluye conserva los valores ya guardados.",
    columnsChanged: "Columnas cambiadas",
    noColumnChanged: "Ninguna",
    columnsIgnored: (columns: string) => `Columnas desconocidas, no leídas: ${columns}.`,
  },
};
