/** Las palabras de las historias en español (la versión en inglés es `../en/words.ts`). */
export const storyWords = {
  donationHeading: "Lo que hacen hoy sus computadoras",
  donationIntro:
    "Personas que recibieron una computadora de esta donación nos contaron, y aceptaron que se lo compartamos:",
  impactHeading: "En sus palabras",
  impactIntro: "Personas que recibieron una computadora nos contaron lo que cambió, y aceptaron que lo compartamos.",
  anonymous: "Una persona que recibió una computadora",
  device: (model: string, id: string) => `${model}, equipo ${id}`,
  deviceWithoutModel: (id: string) => `Equipo ${id}`,
};
