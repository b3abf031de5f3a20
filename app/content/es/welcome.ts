/** `/es/welcome`: la página para quienes reciben una computadora nuestra (ver `../welcome.ts`). */
import type { WelcomeSection } from "../welcome";

export const welcomeIntro = {
  heading: "Bienvenido a su nueva computadora",
  text: "Por dónde empezar: conectarse a internet, buscar empleo, aprender, ayuda con comida, beneficios y salud, y seguridad en internet. Guarde esta página: siempre está en esta dirección.",
};

export const welcomeSections: WelcomeSection[] = [
  {
    id: "online",
    heading: "Conectarse a internet",
    text: "Una computadora necesita internet. Nuestro plan Shield es internet móvil de bajo costo, sin contrato y sin revisión de crédito. Lifeline es un programa federal que reduce el costo del teléfono o del internet para hogares de bajos ingresos o que reciben beneficios como SNAP o Medicaid.",
    links: [
      { text: "Nuestro plan de internet Shield", to: "/shield" },
      {
        text: "Lifeline, de la Comisión Federal de Comunicaciones (FCC)",
        id: "lifeline",
      },
    ],
  },
  {
    id: "jobs",
    heading: "Empleo",
    text: "Busque empleo, escriba su currículum y encuentre capacitación gratuita y centros de empleo cerca de usted.",
    links: [{ text: "CareerOneStop, del Departamento de Trabajo de EE. UU.", id: "careerOneStop" }],
  },
  {
    id: "learning",
    heading: "Escuela y aprendizaje",
    text: "Aprenda a usar su computadora y siga aprendiendo: clases gratuitas con nosotros y lecciones gratuitas en internet para todas las edades.",
    links: [
      { text: "Nuestras clases gratuitas de habilidades digitales", to: "/dsclasses" },
      {
        text: "GCFGlobal: lecciones gratuitas de computación, correo e internet",
        id: "gcfGlobal",
      },
      {
        text: "Khan Academy: cursos gratuitos para estudiantes de todas las edades",
        id: "khanAcademy",
      },
    ],
  },
  {
    id: "benefits",
    heading: "Comida y beneficios",
    text: "Averigüe qué beneficios del gobierno puede recibir y solicite asistencia alimentaria (SNAP) en su estado.",
    links: [
      { text: "Beneficios del gobierno, en USAGov en Español", id: "benefits" },
      {
        text: "SNAP en su estado, del Departamento de Agricultura de EE. UU.",
        id: "snap",
      },
    ],
  },
  {
    id: "health",
    heading: "Salud",
    text: "Encuentre un seguro médico y un centro de salud cerca de usted que cobra según lo que puede pagar.",
    links: [
      { text: "CuidadoDeSalud.gov: seguro médico", id: "healthInsurance" },
      { text: "Encuentre un centro de salud, de HRSA", id: "healthCentres" },
    ],
  },
  {
    id: "safety",
    heading: "Seguridad en internet",
    text: "Nunca dé una contraseña ni un código a quien le llame, le escriba o le envíe un correo. Aprenda a reconocer estafas, proteger sus cuentas y mantener su computadora al día.",
    links: [{ text: "Consejos sobre estafas y seguridad en internet, de la FTC", id: "onlineSafety" }],
  },
  {
    id: "help",
    heading: "Dónde pedir ayuda",
    text: "Si algo no funciona en su computadora, pídanos ayuda: entre en la página de su solicitud con el correo electrónico o el número de celular que nos dio. Para cualquier otra cosa, escríbanos.",
    links: [
      { text: "Pídanos ayuda con su computadora", to: "/portal/help" },
      { text: "Contáctenos", to: "/contact" },
    ],
  },
];
