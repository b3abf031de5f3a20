/**
 * The closed lists of a Shield subscription (issue 37, decision 088), shared by the record schema and the Shield
 * wing: the billing provider's subscription statuses, the devices sold, where an order stands in fulfilment, whether
 * the carrier has activated its SIM cards, and the two languages a subscriber is written to in.
 */
export const shieldStatuses = ["live", "non_renewing", "cancelled", "unpaid", "future", "expired"] as const;
export type ShieldStatus = (typeof shieldStatuses)[number];

export const shieldDevices = ["SIM only", "T10 hotspot", "5G router"] as const;
export type ShieldDevice = (typeof shieldDevices)[number];

export const shippingStatuses = ["New Manual Order", "Shipped"] as const;
export type ShippingStatus = (typeof shippingStatuses)[number];

export const yesNo = ["Yes", "No"] as const;

export const subscriberLanguages = ["en", "es"] as const;
