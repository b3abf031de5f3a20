// A Shield product page: the product is the one at this address (see the shared module).
export { default, headers, loader, meta } from "~/site/shieldProductRoute";
