/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Loader and action data are typed as single fetch sends them (remix.config.js turns `v3_singleFetch` on).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// What server.js hands every loader and action (one place: its Remix handler): the client's address, for the rate
// limits, "unknown" when Express does not know it.
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    clientAddress: string;
  }
}

export {};
