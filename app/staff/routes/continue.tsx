import { staffContinueRoute as route } from "~/staff/staffRealm";

export const { meta, loader, action } = route;
export default route.Component;
