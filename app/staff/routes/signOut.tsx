import { staffSignOutRoute as route } from "~/staff/staffRealm";

export const { loader, action } = route;
