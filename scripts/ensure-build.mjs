// `npm start` on a fresh checkout: build once if there is no build yet.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/index.js")) execSync("npm run build", { stdio: "inherit" });
