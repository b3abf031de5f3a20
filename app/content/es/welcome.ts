/** `/es/welcome`: la página para quienes reciben una computadora nuestra (ver `../welcome.ts`). */
import type { WelcomeWords } from "~/config/welcomeLinks";

export const welcomeIntro = {
  heading: "Bienvenido a su nueva computadora",
  text: "Por dónde empezar: conectarse a internet, buscar empleo, aprender, ayuda con comida, beneficios y salud, y seguridad en internet. Guarde esta página: siempre está en esta dirección.",
};

export const welcomeSections: WelcomeWords = {
  online: {
    heading: "Conectarse a internet",
    text: "Una computadora necesita internet. Nuestro plan Shield es internet móvil de bajo costo, sin contrato y sin revisión de crédito. Lifeline es un programa federal que reduce el costo del teléfono o del internet para hogares de bajos ingresos o que reciben beneficios como SNAP o Medicaid.",
    links: {
      shield: "Nuestro plan de internet Shield",
      lifeline: "Lifeline, de la Comisión Federal de Comunicaciones (FCC)",
    },
  },
  jobs: {
    heading: "Empleo",
    text: "Busque empleo, escriba su currículum y encuentre capacitación gratuita y centros de empleo cerca de usted.",
    links: {
      careerOneStop: "CareerOneStop, del Departamento de Trabajo de EE. UU.",
    },
  },
  learning: {
    heading: "Escuela y aprendizaje",
    text: "Aprenda a usar su computadora y siga aprendiendo: clases gratuitas con nosotros y lecciones gratuitas en internet para todas las edades.",
    links: {
      classes: "Nuestras clases gratuitas de habilidades digitales",
      gcfGlobal: "GCFGlobal: lecciones gratuitas de computación, correo e internet",
      khanAcademy: "Khan Academy: cursos gratuitos para estudiantes de todas las edades",
    },
  },
  benefits: {
    heading: "Comida y beneficios",
    text: "Averigüe qué beneficios del gobierno puede recibir y solicite asistencia alimentaria (SNAP) en su estado.",
    links: {
      benefits: "Beneficios del gobierno, en USAGov en Español",
      snap: "SNAP en su estado, del Departamento de Agricultura de EE. UU.",
    },
  },
  health: {
    heading: "Salud",
    text: "Encuentre un seguro médico y un centro de salud cerca de usted que cobra según lo que puede pagar.",
    links: {
      healthInsurance: "CuidadoDeSalud.gov: seguro médico",
      healthCentres: "Encuentre un centro de salud, de HRSA",
    },
  },
  safety: {
    heading: "Seguridad en internet",
    text: "Nunca dé una contraseña ni un código a quien le llame, le escriba o le envíe un correo. Aprenda a reconocer estafas, proteger sus cuentas y mantener su computadora al día.",
    links: {
      onlineSafety: "Consejos sobre estafas y seguridad en internet, de la FTC",
    },
  },
  help: {
    heading: "Dónde pedir ayuda",
    text: "Si algo no funciona en su computadora, pídanos ayuda: entre en la página de su solicitud con el correo electrónico o el número de celular que nos dio. Para cualquier otra cosa, escríbanos.",
    links: {
      portalHelp: "Pídanos ayuda con su computadora",
      contact: "Contáctenos",
    },
  },
};
