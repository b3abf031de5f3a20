// Runs the Nu HTML checker's web service (vnu.jar's own Jetty server) for one browser-test run on 127.0.0.1:<port>,
// and ends it when the run that started it is gone, so no checker outlives a run that was killed.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const port = process.argv[2];
const jar = String(createRequire(import.meta.url)("vnu-jar"));
// -Xss: the checker's own advice, as its parser recurses deeply on long documents.
const checker = spawn(
  "java",
  ["-Xss1024k", "-Dnu.validator.servlet.bind-address=127.0.0.1", "-cp", jar, "nu.validator.servlet.Main", port],
  { stdio: ["ignore", "ignore", "inherit"] },
);
checker.once("error", (error) => {
  console.error(`java did not start: ${error.message}`);
  process.exit(1);
});
checker.once("exit", (code) => process.exit(code ?? 1));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => checker.kill("SIGTERM"));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) checker.kill("SIGTERM");
}, 1000).unref();
