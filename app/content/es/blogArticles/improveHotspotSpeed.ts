import type { BlogArticleRecord } from "../../blogArticle";

/** The English record's own type: its words are plain strings already (`Localized` would widen the block kinds). */
export const improveHotspotSpeed: BlogArticleRecord = {
  slug: "5-ways-to-improve-your-internet-connection",
  title: "5 maneras de mejorar su conexión a internet",
  description:
    "¿Su hotspot móvil está lento? Cinco cosas que puede probar, desde dónde lo coloca hasta lo que funciona en segundo plano, antes de pedir ayuda.",
  date: "2026-09-15",
  image: "/images/illustrations/article.svg",
  blocks: [
    {
      type: "p",
      text: "Un hotspot móvil puede sentirse rápido en un momento y lento al siguiente. La mayoría de las veces la causa no es el plan, sino la señal que le llega al hotspot, o los aparatos y las aplicaciones que lo comparten. Estos cinco pasos resuelven la mayoría de las conexiones lentas, y ninguno cuesta nada.",
    },
    { type: "h2", text: "1. Ponga el hotspot donde la señal sea más fuerte" },
    {
      type: "p",
      text: "Un hotspot se comunica con una torre celular, y las paredes, los pisos, el metal y hasta las personas debilitan esa señal. Colóquelo cerca de una ventana, lo más alto que pueda (en un estante en vez del piso), y lejos de muebles de metal, el refrigerador y el microondas. Fíjese en las barras de señal de su pantalla mientras prueba varios lugares; una barra más puede duplicar su velocidad. Si está en un sótano o en el centro de un edificio grande, un cuarto con una ventana en una pared exterior casi siempre funcionará mejor.",
    },
    { type: "h2", text: "2. Manténgalo cargado y fresco" },
    {
      type: "p",
      text: "Cuando la batería está baja, muchos hotspots ahorran energía funcionando más lento o cortando conexiones. Déjelo conectado a la corriente cuando lo use por mucho tiempo en casa. El calor también hace más lentos los aparatos electrónicos, así que manténgalo fuera del sol directo, lejos de superficies blandas como una cama o un sofá, y destapado para que el aire circule a su alrededor.",
    },
    { type: "h2", text: "3. Menos aparatos, menos en segundo plano" },
    {
      type: "p",
      text: "Todos los aparatos conectados al hotspot comparten la misma conexión, y los teléfonos y las computadoras la usan aunque nadie los esté mirando. Para liberarla:",
    },
    {
      type: "ul",
      items: [
        "desconecte los aparatos que no esté usando, como un teléfono viejo o un televisor inteligente;",
        "pause las copias de seguridad automáticas de fotos y archivos en la nube, y las actualizaciones grandes de aplicaciones o del sistema, hasta que termine, o déjelas para la noche;",
        "baje la calidad del video en los servicios de streaming a definición estándar mientras otra persona está en una videollamada;",
        "cierre las pestañas del navegador que reproducen video o se actualizan solas.",
      ],
    },
    { type: "h2", text: "4. Reinicie y elija la banda de wifi correcta" },
    {
      type: "p",
      text: "Apagar el hotspot por un minuto y volver a prenderlo hace que busque otra vez la mejor torre y elimina fallas pequeñas; haga lo mismo con el aparato que está lento. Revise en la configuración del hotspot, que suele ser una página web que aparece en su pantalla o en su manual, que su software esté actualizado. Si su hotspot ofrece dos bandas de wifi, la de 5 GHz es más rápida cuando su aparato está cerca del hotspot, y la de 2.4 GHz llega más lejos a través de las paredes. Muchas laptops y teléfonos también se pueden conectar al hotspot con un cable USB, lo que evita el wifi por completo y además carga el hotspot.",
    },
    { type: "h2", text: "5. Haga pruebas a distintas horas y cuéntenos lo que encuentre" },
    {
      type: "p",
      text: "Haga una prueba de velocidad gratuita en su navegador en la mañana, en la tarde y en la noche, desde el mismo lugar. Si la velocidad es buena temprano y mala en la noche, la red de la zona está ocupada en las horas de más uso, y programar las descargas grandes para más tarde le ayudará. Si la velocidad es mala todo el tiempo en cualquier parte de su casa, puede que la señal en su dirección sea débil.",
    },
    {
      type: "p",
      text: [
        "En cualquier caso, anote lo que ve (las barras de señal, los resultados de la prueba de velocidad y las horas) y ",
        { text: "comuníquese con nosotros", href: "/contact" },
        ". Con esos detalles, nuestro equipo de apoyo puede decirle si le serviría mejor otro lugar, un cambio de configuración o un router para la casa.",
      ],
    },
  ],
};
