import type { BlogArticleRecord } from "../../blogArticle";

/** The English record's own type: its words are plain strings already (`Localized` would widen the block kinds). */
export const hotspotVsHomeInternet: BlogArticleRecord = {
  slug: "mobile-hotspot-vs-home-internet",
  title: "Hotspot móvil o internet en casa: ¿cuál necesita?",
  description:
    "En qué se diferencian un hotspot móvil, un router 5G para la casa y el internet por cable o fibra en precio, velocidad, confiabilidad y compromiso, y cómo elegir para su hogar.",
  date: "2026-07-21",
  image: "/images/illustrations/article.svg",
  blocks: [
    {
      type: "p",
      text: "Conectar un hogar a internet casi siempre se reduce a tres opciones: un hotspot móvil que lleva consigo, un router inalámbrico que se queda en casa, o una conexión por cable de una compañía de cable o fibra. Cada una es la respuesta correcta para alguien. Así se comparan, en palabras sencillas.",
    },
    { type: "h2", text: "Cómo funciona cada uno" },
    {
      type: "ul",
      items: [
        "Un hotspot móvil es un aparato de bolsillo con una tarjeta SIM. Se conecta a una red de telefonía celular (4G LTE o 5G) y comparte esa conexión por wifi con su laptop, tableta o teléfono. Funciona con batería, así que va a donde usted vaya.",
        "Un router inalámbrico para la casa, que muchas veces se llama internet 5G para el hogar o inalámbrico fijo, funciona igual pero está hecho para quedarse conectado en casa: tiene antenas más potentes, cubre un espacio más grande y por lo general conecta más aparatos.",
        "El internet por cable en casa (cable, fibra o DSL) entra a su hogar por una línea en la pared, instalada por el proveedor, hasta un módem y un router.",
      ],
    },
    { type: "h2", text: "Costo y compromiso" },
    {
      type: "p",
      text: "El internet por cable suele ser lo más caro cada mes una vez que terminan los precios de introducción, y puede incluir cargos de instalación, alquiler de equipo, una verificación de crédito o un contrato de uno o dos años. Los hotspots y los routers inalámbricos no necesitan instalación: usted compra o alquila el aparato y paga el plan. Los planes sin contrato ni verificación de crédito, como los de Shield, le permiten cancelar cuando lo necesite, algo importante para los hogares cuyos ingresos o dirección cambian con frecuencia.",
    },
    { type: "h2", text: "Velocidad y confiabilidad" },
    {
      type: "p",
      text: "Una conexión por cable suele ser la más rápida y estable, sobre todo para subir archivos, y no le afecta el clima ni qué tan ocupada esté la torre celular de la zona. Un hotspot o un router inalámbrico depende de la señal donde usted esté: cerca de una ventana, en una zona con buena cobertura, aguanta sin problema videollamadas, streaming y tareas escolares; en el fondo de un edificio grande o lejos de una torre puede ser lento. La velocidad también baja en las horas de más uso, cuando mucha gente cerca de usted está conectada.",
    },
    {
      type: "p",
      text: "Para darse una idea: una videollamada en HD necesita solo unos pocos megabits por segundo en cada dirección, y ver video en HD, unos cinco. A la mayoría de los hogares que hacen tareas escolares, buscan empleo, tienen citas médicas en línea y ven streaming les basta con una buena señal celular.",
    },
    { type: "h2", text: "Cuál le conviene a su hogar" },
    { type: "h3", text: "Un hotspot móvil le conviene cuando…" },
    {
      type: "ul",
      items: [
        "necesita internet en más de un lugar: en el trabajo, en el autobús, en casa de un familiar, en un albergue o en la escuela;",
        "se muda con frecuencia, alquila por poco tiempo o no puede instalar una línea;",
        "lo usan de una a pocas personas a la vez.",
      ],
    },
    { type: "h3", text: "Un router inalámbrico para la casa le conviene cuando…" },
    {
      type: "ul",
      items: [
        "toda la familia usa internet en casa, en varios aparatos a la vez;",
        "no quiere citas de instalación ni contratos, pero el cable o la fibra es demasiado caro o no está disponible;",
        "la señal celular en su dirección es buena.",
      ],
    },
    { type: "h3", text: "El internet por cable le conviene cuando…" },
    {
      type: "ul",
      items: [
        "varias personas ven streaming, juegan o suben archivos grandes al mismo tiempo todos los días;",
        "alguien trabaja desde casa y necesita la conexión más estable posible;",
        "el precio cabe en su presupuesto a largo plazo.",
      ],
    },
    { type: "h2", text: "Antes de decidir" },
    {
      type: "ul",
      items: [
        "Revise la cobertura en su dirección, y pregunte a sus vecinos qué red funciona mejor dentro de su edificio.",
        "Sume el costo mensual real después de cualquier precio de introducción, más el equipo y los cargos.",
        "Pregunte si puede cancelar en cualquier momento, y qué pasa si se muda.",
        "Averigüe si su hogar califica para recibir ayuda: el programa federal Lifeline baja el costo mensual del servicio de teléfono o internet para los hogares que reciben beneficios como SNAP, Medicaid o SSI.",
      ],
    },
    {
      type: "p",
      text: [
        "Shield ofrece tanto un hotspot móvil como un router 5G para la casa, o una tarjeta SIM para un aparato que ya tenga, con datos ilimitados, sin contrato y sin verificación de crédito, con pago mensual o prepagado. ",
        { text: "Compare las opciones de Shield", href: "/shield#plans" },
        ".",
      ],
    },
  ],
};
