import { partnerContinueRoute as route } from "~/partners/partnerRealm";

export const { handle, meta, headers, loader, action } = route;
export default route.Component;
