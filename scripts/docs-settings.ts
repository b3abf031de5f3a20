/** `npm run docs:settings`: writes docs/settings.md's tables and `.env.example` from the settings' declarations. */
import { readFileSync, writeFileSync } from "node:fs";
import { envExample, settingsPage } from "./settingsDocs";

writeFileSync("docs/settings.md", settingsPage(readFileSync("docs/settings.md", "utf8")));
writeFileSync(".env.example", envExample());
console.log("Wrote docs/settings.md and .env.example from the settings' declarations.");
