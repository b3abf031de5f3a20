// `npm run lint` (with `prettier --check .`): ESLint's flat config with the rules Remix's own templates use —
// ESLint's and typescript-eslint's recommended sets, React, the rules of hooks, jsx-a11y — and
// eslint-config-prettier last, so layout is Prettier's alone (docs/decisions/072). Beyond them: the layers of the wings
// (below), and a route module never imports the store (`~/db`): it calls its wing's page module (decision 113).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The wings (docs/decisions/089): imports run one way, base ← kits ← wings ← the CRM's endpoints and start-up ←
// routes. A wing reaches another only where the decision record allows it (the portal reads the applications and
// donations it shows; a partner's caseworker acts on applications); otherwise what two wings share is a kit.
const wings = [
  "applications",
  "donations",
  "partners",
  "portal",
  "shield",
  "classes",
  "staff",
  "site",
  "outreach",
  "gifts",
  "volunteering",
  "events",
];
const above = ["crm", "startup", "routes", "root", "entry.server", "entry.client"];
const kits = ["kits"];
const reachOf = (folders) => folders.flatMap((folder) => [`~/${folder}`, `~/${folder}/*`]);
const mayReach = {
  portal: ["applications", "donations", "gifts", "volunteering"],
  partners: ["applications"],
  events: ["gifts"],
};
const importBoundary = (files, forbidden, message) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [{ group: reachOf(forbidden), message }],
      },
    ],
  },
});
const boundaries = [
  importBoundary(
    ["app/{config,i18n,db,mail,sms,platform,page,components,content}/**/*.{ts,tsx}"],
    [...kits, ...wings, ...above],
    "The base (config, i18n, db, mail, sms, platform, page, components, content) imports nothing above it.",
  ),
  importBoundary(
    ["app/kits/**/*.{ts,tsx}"],
    [...wings, ...above],
    "A kit serves the wings: it imports only the base and other kits.",
  ),
  ...wings.map((wing) =>
    importBoundary(
      [`app/${wing}/**/*.{ts,tsx}`],
      [...wings.filter((other) => other !== wing && !(mayReach[wing] ?? []).includes(other)), ...above],
      `The ${wing} wing imports the base, the kits${mayReach[wing] ? ` and the ${mayReach[wing].join(" and ")} wing's modules` : ""}; what wings share is a kit.`,
    ),
  ),
  importBoundary(
    ["app/{crm,startup}/**/*.{ts,tsx}"],
    ["routes", "root", "entry.server"],
    "Routes call the wings, never the other way.",
  ),
];

// A route module is thin (decision 113): the store is opened by its wing's page module, never by the route. Flat
// config keeps only the last options of a rule for a file, so each boundary's routes get its patterns and this one.
const storeFromRoute = {
  group: ["~/db", "~/db/*"],
  message: "A route module is thin: it calls its wing's page module (`…Page.server.ts`), never the store.",
};
const routesOf = (files) => files.map((glob) => glob.replace("/**/*.{ts,tsx}", "/**/routes/**/*.{ts,tsx}"));
const thinRoutes = [
  ...boundaries.map(({ files, rules }) => ({
    files: routesOf(files),
    rules: {
      "no-restricted-imports": ["error", { patterns: [...rules["no-restricted-imports"][1].patterns, storeFromRoute] }],
    },
  })),
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [storeFromRoute] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "data/",
      "x/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "detect" } },
  },
  { files: ["**/*.{ts,tsx}"], ...react.configs.flat["jsx-runtime"] },
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  // Every store call is asynchronous (decision 077): a promise used as a value (`if (!consumeToken(…))`) or left
  // unawaited is a bug the type checker alone does not catch.
  {
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts"],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
    },
  },
  { files: ["**/*.{ts,tsx}"], ...jsxA11y.flatConfigs.recommended },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A name that starts with "_" is unused on purpose (a loader's argument kept for its position, say).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      // Header values and email text are cleaned of control characters on purpose; the patterns say so.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Links to other sites open with rel="noopener": the partner sites may see where a visitor came from.
      "react/jsx-no-target-blank": ["error", { allowReferrer: true }],
      // React 18 renders the attribute only in lower case (app/reactAttributes.d.ts).
      "react/no-unknown-property": ["error", { ignore: ["fetchpriority"] }],
      // An apostrophe or a quote in a sentence is just text in JSX; only characters that JSX could misread are flagged.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      // A region that scrolls sideways is focusable so a keyboard can scroll it (axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        {
          tags: [],
          roles: ["tabpanel", "region"],
          allowExpressionValues: true,
        },
      ],
    },
  },
  {
    // A module augmentation repeats the type parameters of the interface it extends, used or not.
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    // The enhancement script runs in the browser as it is written (no build step), in old browsers too.
    files: ["public/enhance.js"],
    languageOptions: {
      sourceType: "script",
      ecmaVersion: 2017,
      globals: { ...globals.browser },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Nothing wakes a sender before the commit of what it is to send (issue 46): a wake-up is handed to afterCommit.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name=/^wake(Mail|Text)Sender$/]",
          message: "Hand the wake-up to afterCommit (app/db/transaction.server.ts): afterCommit(trx, wakeMailSender).",
        },
      ],
    },
  },
  ...boundaries,
  ...thinRoutes,
  prettier,
);
