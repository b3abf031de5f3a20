/** Las cifras de impacto en español (`../en/words.ts` dice lo mismo en inglés): el nombre de cada cifra y cómo se cuenta. */
export const figures = {
  computers: {
    label: "Computadoras donadas",
    howWeCount:
      "Cada equipo que nuestro personal registró como recibido en una donación hecha en este sitio: laptops, computadoras de escritorio, monitores, teléfonos y tabletas, impresoras y otros.",
  },
  pounds: {
    label: "Libras de residuos electrónicos recicladas",
    howWeCount:
      "El peso que nuestro inventario registra de los equipos donados que marca como reciclados, redondeado a la libra; un equipo sin peso registrado no suma nada.",
  },
  classes: {
    label: "Clases de habilidades digitales impartidas",
    howWeCount: "Cada sesión de clase en la que nuestro personal o la organización anfitriona tomó asistencia.",
  },
  students: {
    label: "Estudiantes que completaron una clase",
    howWeCount: "Cada estudiante que asistió a lo suficiente de una clase para completarla y recibir su certificado.",
  },
  partners: {
    label: "Organizaciones socias sin fines de lucro",
    howWeCount: "Las organizaciones sin fines de lucro cuya alianza con nosotros está activa hoy.",
  },
  volunteerHours: {
    label: "Horas de voluntariado",
    howWeCount:
      "Las horas que dieron los voluntarios en turnos de este sitio, según la asistencia que tomó el personal (y corrigió, con un motivo), en horas enteras.",
  },
};

export const notes = {
  heading: "Cómo contamos",
  asOf: (day: string) => `Al ${day}`,
  since: (year: number, before: string, recorded: string) =>
    `Desde ${year}: ${before} antes de que este sitio llevara registros; este sitio registró ${recorded}.`,
  unavailable:
    "Nuestras cifras se cuentan a partir de nuestros registros, que no se pueden leer ahora; vuelva a mirar en unos minutos.",
};
