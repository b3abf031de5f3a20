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
      { text: "Nuestro plan de internet Shield", href: "/shield" },
      {
        text: "Lifeline, de la Comisión Federal de Comunicaciones (FCC)",
        href: "https://www.fcc.gov/lifeline-consumidores",
      },
    ],
  },
  {
    id: "jobs",
    heading: "Empleo",
    text: "Busque empleo, escriba su currículum y encuentre capacitación gratuita y centros de empleo cerca de usted.",
    links: [{ text: "CareerOneStop, del Departamento de Trabajo de EE. UU.", href: "https://www.careeronestop.org/" }],
  },
  {
    id: "learning",
    heading: "Escuela y aprendizaje",
    text: "Aprenda a usar su computadora y siga aprendiendo: clases gratuitas con nosotros y lecciones gratuitas en internet para todas las edades.",
    links: [
      { text: "Nuestras clases gratuitas de habilidades digitales", href: "/dsclasses" },
      {
        text: "GCFGlobal: lecciones gratuitas de computación, correo e internet",
        href: "https://edu.gcfglobal.org/es/",
      },
      {
        text: "Khan Academy: cursos gratuitos para estudiantes de todas las edades",
        href: "https://es.khanacademy.org/",
      },
    ],
  },
  {
    id: "benefits",
    heading: "Comida y beneficios",
    text: "Averigüe qué beneficios del gobierno puede recibir y solicite asistencia alimentaria (SNAP) en su estado.",
    links: [
      { text: "Beneficios del gobierno, en USAGov en Español", href: "https://www.usa.gov/es/beneficios-del-gobierno" },
      {
        text: "SNAP en su estado, del Departamento de Agricultura de EE. UU.",
        href: "https://www.fns.usda.gov/snap/state-directory",
      },
    ],
  },
  {
    id: "health",
    heading: "Salud",
    text: "Encuentre un seguro médico y un centro de salud cerca de usted que cobra según lo que puede pagar.",
    links: [
      { text: "CuidadoDeSalud.gov: seguro médico", href: "https://www.cuidadodesalud.gov/es/" },
      { text: "Encuentre un centro de salud, de HRSA", href: "https://findahealthcenter.hrsa.gov/" },
    ],
  },
  {
    id: "safety",
    heading: "Seguridad en internet",
    text: "Nunca dé una contraseña ni un código a quien le llame, le escriba o le envíe un correo. Aprenda a reconocer estafas, proteger sus cuentas y mantener su computadora al día.",
    links: [{ text: "Consejos sobre estafas y seguridad en internet, de la FTC", href: "https://consumidor.ftc.gov/" }],
  },
  {
    id: "help",
    heading: "Dónde pedir ayuda",
    text: "Si algo no funciona en su computadora, pídanos ayuda: entre en la página de su solicitud con el correo electrónico o el número de celular que nos dio. Para cualquier otra cosa, escríbanos.",
    links: [
      { text: "Pídanos ayuda con su computadora", href: "/portal/help" },
      { text: "Contáctenos", href: "/contact" },
    ],
  },
];
