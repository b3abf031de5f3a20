/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Loader and action data are typed as single fetch sends them (remix.config.js turns `v3_singleFetch` on).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
