/**
 * The words of the header and footer navigation, gathered here so each language has one record of them
 * (`es/navigation.ts`). The English lists stay where the route list keeps them.
 */
export { navGroups, portalEntryLink } from "~/config/routes";
export { footerColumns, footerLegalLabel, footerLegalLinks } from "~/config/footer";
