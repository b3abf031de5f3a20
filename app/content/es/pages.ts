import type { SitePath } from "~/config/routes";

/** Each page's title and description in Spanish (the English ones are in the route list, app/config/routes.ts). */
export const pageWords: Record<SitePath, { title: string; description: string }> = {
  "/": {
    title: "Transforme una vida con la tecnología",
    description:
      "Recolectamos computadoras donadas, las borramos según el estándar NIST 800-88, las reacondicionamos y las entregamos gratis a personas necesitadas en Nueva Jersey, la ciudad de Nueva York y Massachusetts.",
  },
  "/donate": {
    title: "Done computadoras",
    description:
      "Done sus computadoras y aparatos electrónicos: recogida gratuita a partir de 10 equipos, destrucción de datos certificada y un recibo deducible de impuestos.",
  },
  "/leaderboard": {
    title: "Hacia un millón de computadoras",
    description:
      "Cuántas computadoras hemos recibido hacia nuestra meta de un millón, y las empresas que eligieron aparecer por lo que donaron.",
  },
  "/apply": {
    title: "Solicite una computadora",
    description:
      "Solicite una computadora reacondicionada gratis en unos 10 minutos, con la recomendación de una organización sin fines de lucro que le nomine.",
  },
  "/dsclasses": {
    title: "Cursos de habilidades digitales",
    description:
      "Clases gratuitas para armar computadoras y de habilidades digitales en la ciudad de Nueva York y el norte de Nueva Jersey.",
  },
  "/blog": { title: "Blog", description: "Consejos e historias para conectarse y mantenerse conectado." },
  "/careers": { title: "Empleos", description: "Trabaje con nosotros para cerrar la brecha digital." },
  "/about": {
    title: "Misión e historia",
    description: "Nuestra visión, nuestra misión y nuestra historia desde 2019.",
  },
  "/contact": {
    title: "Contáctenos",
    description: "Comuníquese con nosotros de lunes a viernes, de 9:00 a.m. a 5:00 p.m. (hora del Este).",
  },
  "/ewastedropoff": {
    title: "Entrega de aparatos electrónicos",
    description: "Entregue laptops, teléfonos inteligentes y tabletas gratis en más de 10,000 lugares de todo el país.",
  },
  "/support": {
    title: "Financie el acceso digital",
    description: "Haga una contribución económica para que más personas tengan computadoras e internet.",
  },
  "/press": { title: "Prensa y medios", description: "Cobertura en los medios y comunicados de prensa." },
  "/welcome": {
    title: "Bienvenido a su nueva computadora",
    description:
      "Para quienes reciben una computadora nuestra: internet, empleo, escuela, comida y beneficios, salud, seguridad en internet y dónde pedir ayuda.",
  },
  "/impact": {
    title: "Nuestro impacto",
    description: "Nuestro impacto en cifras, resultados, a quiénes servimos y nuestros informes de impacto.",
  },
  "/partner": {
    title: "Alianzas con organizaciones sin fines de lucro",
    description: "Hágase socio nominador y lleve computadoras gratuitas a las personas que su organización atiende.",
  },
  "/programs": {
    title: "Programas",
    description: "Equipos reacondicionados, habilidades digitales básicas e internet a bajo costo.",
  },
  "/socialmedia": {
    title: "Redes sociales",
    description: "Nuestras publicaciones más recientes en nuestras redes sociales.",
  },
  "/team": { title: "Equipo", description: "El equipo de Mission Control y la Junta Directiva." },
  "/eligibility": {
    title: "Requisitos de ingresos",
    description: "El formulario de requisitos de ingresos para solicitantes.",
  },
  "/volunteer": { title: "Sea voluntario", description: "Sea voluntario con nosotros en persona o a distancia." },
  "/auth": {
    title: "Inicie sesión en el portal digital",
    description:
      "Solicitantes y donantes: inicie sesión con su correo electrónico para seguir su solicitud o ver lo que donó.",
  },
  "/portal": { title: "Portal digital", description: "Su solicitud o su registro de donación." },
  "/application": {
    title: "Solicitar una computadora",
    description: "La solicitud de una computadora reacondicionada gratuita, en pasos cortos.",
  },
  "/donate/start": {
    title: "Donar computadoras",
    description:
      "Done computadoras y aparatos electrónicos en pasos cortos: recogida gratuita para 10 o más, entrega para menos.",
  },
  "/partner/apply": {
    title: "Solicite ser organización socia",
    description: "La solicitud de una organización sin fines de lucro para ser socia que nomina.",
  },
  "/hotspot": { title: "Solicite un hotspot", description: "El formulario para solicitar un hotspot." },
  "/nonprofitapplication": {
    title: "Solicitud para organizaciones sin fines de lucro",
    description: "El formulario de solicitud para organizaciones socias sin fines de lucro.",
  },
  "/paperapplication": { title: "Solicitud en papel", description: "El formulario de solicitud en papel." },
  "/checkin": { title: "Registro de llegada", description: "El formulario de registro de llegada." },
  "/uploadrecommendation": {
    title: "Suba una recomendación",
    description: "Suba una recomendación para un solicitante.",
  },
  "/boardapplication": {
    title: "Únase a nuestra Junta Directiva",
    description: "Solicite formar parte de nuestra Junta Directiva.",
  },
  "/newsletter": {
    title: "Boletín",
    description: "Suscríbase a las noticias de nuestro trabajo, unas pocas veces al año.",
  },
  "/pepper": {
    title: "Pepper Fest",
    description: "Nuestro festival de chiles picantes para recaudar fondos en Hoboken, NJ.",
  },
  "/shield": {
    title: "Shield Internet",
    description: "Internet ilimitado. El precio mensual más bajo de Estados Unidos. Sin compromisos.",
  },
  "/shieldsimcard": {
    title: "Plan de internet ilimitado – Solo tarjeta SIM (no incluye equipo)",
    description: "Internet ilimitado en todo el país por $14.89 al mes en una tarjeta SIM para el equipo que ya tiene.",
  },
  "/shieldhotspotsim": {
    title: "Hotspot móvil T10 con internet ilimitado en todo el país",
    description: "Un hotspot móvil de $60 con internet ilimitado en todo el país por $14.89 al mes.",
  },
  "/shield5grouter": {
    title: "Hotspot 5G para el hogar Shield – Solo equipo (preventa)",
    description: "Reserve el router 5G para el hogar, desbloqueado, por $149, solo el equipo.",
  },
  "/shieldsimcard6months": {
    title: "Internet ilimitado – Tarjeta SIM, 6 meses prepagados",
    description:
      "Seis meses de internet ilimitado en todo el país en una tarjeta SIM, $84 en un solo pago. Incluye la SIM, no incluye equipo.",
  },
  "/shieldsimcard12months": {
    title: "Internet ilimitado – Tarjeta SIM, 12 meses prepagados",
    description:
      "Doce meses de internet ilimitado en todo el país en una tarjeta SIM, $156 en un solo pago. Incluye la SIM, no incluye equipo.",
  },
  "/shieldhotspotsim12months": {
    title: "Hotspot móvil T10 con 12 meses de internet prepagado",
    description:
      "El hotspot móvil T10 con 12 meses de internet ilimitado en todo el país, $156 en un solo pago; no se renueva.",
  },
  "/shield5grouter12months": {
    title: "Router 5G para el hogar con 12 meses de internet prepagado",
    description:
      "El router 5G para el hogar con 12 meses de internet ilimitado por $156 al año, que se renueva cada 12 meses a menos que lo cancele.",
  },
  "/privacypolicy": {
    title: "Política de privacidad",
    description:
      "Qué guardan sobre usted este sitio web y el portal digital, por cuánto tiempo, qué cookies usan y cómo pedir acceso a sus datos o su eliminación.",
  },
  "/terms-of-service": {
    title: "Términos del servicio",
    description:
      "Los términos para usar este sitio web y el portal digital, y para pedir el servicio de internet Shield.",
  },
};
