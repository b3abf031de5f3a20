import { shieldContinueRoute as route } from "~/shield/shieldRealm";

export const { handle, meta, headers, loader, action } = route;
export default route.Component;
