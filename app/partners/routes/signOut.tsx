import { partnerSignOutRoute as route } from "~/partners/partnerRealm";

export const { loader, action } = route;
