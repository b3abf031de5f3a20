/** Las palabras de la clasificación de empresas en español (gemelas de `../en/leaderboard.ts`). */
export const page = {
  heading: "Hacia un millón de computadoras",
  intro:
    "Nuestra meta es dar una segunda vida a un millón de computadoras. Aquí está cuánto hemos avanzado, contado a partir de nuestros registros, y las empresas que eligieron aparecer por los equipos que donaron.",
  progressLabel: "Computadoras donadas hacia la meta",
  progress: (count: string, goal: string) => `${count} de ${goal} computadoras`,
  companies: "Empresas que donaron",
  caption: "Las empresas que aparecen, según las computadoras que recibimos de ellas",
  rank: "Puesto",
  company: "Empresa",
  computers: "Computadoras donadas",
  none: "Ninguna empresa ha elegido aparecer todavía.",
  onlyChosen:
    "Una empresa aparece aquí solo cuando la persona que donó en su nombre lo elige en su portal, y solo por los equipos que hemos recibido.",
  give: "Done las computadoras de su empresa",
};

export const portal = {
  heading: "Su empresa en nuestra clasificación",
  intro:
    "Nuestra clasificación cuenta hacia un millón de computadoras y muestra las empresas que eligen aparecer, con los equipos que recibimos en su nombre. Su empresa no aparece hasta que usted lo elija, y puede cambiar de opinión cuando quiera.",
  none: "Sus donaciones no nombran ninguna empresa, así que no hay nada que mostrar.",
  question: (company: string) => `¿Mostrar ${company} en la clasificación?`,
  yes: "Sí, mostrarla con los equipos que recibimos",
  no: "No, no mostrarla",
  save: "Guardar mi elección",
  chosenOn: (day: string) => `Usted eligió el ${day}.`,
  notChosen: "Todavía no ha elegido: no aparece.",
  saved: (company: string, listed: boolean) =>
    listed
      ? `Guardado: ${company} aparece en la clasificación cuando hayamos recibido equipos en su nombre.`
      : `Guardado: ${company} no aparece en la clasificación.`,
  chooseOne: "Elija sí o no.",
  notNamed: "Sus donaciones no nombran esa empresa.",
  form: "No pudimos leer el formulario. Inténtelo de nuevo.",
  see: "Ver la clasificación",
  back: "Volver a su portal",
  panelText:
    "Las empresas que donan pueden aparecer en nuestra clasificación hacia un millón de computadoras. Elija si la suya aparece.",
  panelLink: "Elegir para su empresa",
};

export const donate = {
  seeLeaderboard: "Ver las empresas de nuestra clasificación hacia un millón de computadoras",
};
