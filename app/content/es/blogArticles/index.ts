export { hotspotVsHomeInternet } from "./hotspotVsHomeInternet";
export { improveHotspotSpeed } from "./improveHotspotSpeed";
export { secureErasure } from "./secureErasure";
export { windows11 } from "./windows11";
