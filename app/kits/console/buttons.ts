/** The staff console's buttons, one look on every screen's forms. */
export const primaryButton = "rounded-lg bg-brand-dark px-5 py-2 font-semibold text-white";
export const secondaryButton = "rounded border border-brand-dark px-3 py-1 font-semibold text-brand-dark";
