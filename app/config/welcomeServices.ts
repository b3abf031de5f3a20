/**
 * The other sites `/welcome` sends new owners to (issue 50 §2): public services' home pages, each once with its
 * English and Spanish address (a service with one address gives it twice). The organisation confirms or replaces them
 * (docs/content-to-supply.md); the page's words name them in `app/content/welcome.ts` and its Spanish twin.
 */
export const welcomeServices = {
  lifeline: { en: "https://www.fcc.gov/lifeline-consumers", es: "https://www.fcc.gov/lifeline-consumidores" },
  careerOneStop: { en: "https://www.careeronestop.org/", es: "https://www.careeronestop.org/" },
  gcfGlobal: { en: "https://edu.gcfglobal.org/en/", es: "https://edu.gcfglobal.org/es/" },
  khanAcademy: { en: "https://www.khanacademy.org/", es: "https://es.khanacademy.org/" },
  benefits: { en: "https://www.usa.gov/benefits", es: "https://www.usa.gov/es/beneficios-del-gobierno" },
  snap: { en: "https://www.fns.usda.gov/snap/state-directory", es: "https://www.fns.usda.gov/snap/state-directory" },
  healthInsurance: { en: "https://www.healthcare.gov/", es: "https://www.cuidadodesalud.gov/es/" },
  healthCentres: { en: "https://findahealthcenter.hrsa.gov/", es: "https://findahealthcenter.hrsa.gov/" },
  onlineSafety: { en: "https://consumer.ftc.gov/", es: "https://consumidor.ftc.gov/" },
} as const;

export type WelcomeService = keyof typeof welcomeServices;
