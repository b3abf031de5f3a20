import { shieldSignOutRoute as route } from "~/shield/shieldRealm";

export const { loader, action } = route;
