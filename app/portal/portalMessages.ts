/** The sentences a portal user can meet (the original portal's words), defined once for routes and tests. */
export const portalMessages = {
  noRecordId: "Please enter an ID.",
  tokenFailed: "Error fetching data. Please try again.",
  invalidChampionType: "Invalid champion type",
  networkError: "Network Error: Unable to retrieve data.",
  noInventory: "No inventory data available to download.",
  signInSent: "we have sent you an email to login",
  invalidEmail: "Please enter a valid email address.",
  formExpired: "This form has expired. Please reload the page and try again.",
  formOnly: "Please use the form on this page.",
  recordNotFound: "We could not find your record. Please contact us.",
} as const;
