import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#0b5cad", dark: "#073f78", light: "#e8f1fb" },
        accent: { DEFAULT: "#f2a900" },
      },
      fontFamily: {
        // System fonts only: nothing is fetched from another host and nothing blocks first paint.
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
