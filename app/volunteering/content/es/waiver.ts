/** El texto de la exención del voluntario en español, con su versión (la misma que la del texto en inglés). */
export const waiver = {
  version: "2026-1",
  paragraphs: [
    "Soy voluntario de Tech Access por mi propia voluntad y sin remuneración. Seguiré las indicaciones del personal, incluidas las normas de seguridad para manipular computadoras, herramientas y baterías.",
    "Entiendo que reacondicionar y mover equipos conlleva algún riesgo de lesión. Acepto ese riesgo y libero a Tech Access, a su personal y a sus voluntarios de reclamaciones por lesiones o pérdidas que surjan de mi voluntariado, salvo las causadas por negligencia grave.",
    "Mantendré en privado cualquier información personal que vea en los equipos donados o en los registros de la organización, y no copiaré ni guardaré nada de ella.",
    "Tech Access puede usar fotografías tomadas en un turno en sus informes, salvo que yo pida al personal que no me fotografíe.",
  ],
};
