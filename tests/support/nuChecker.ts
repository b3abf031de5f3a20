/**
 * The W3C Nu HTML checker (the `vnu-jar` package, run by Java): one run over many saved documents, since starting
 * Java is most of its time.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs the Nu HTML checker once over the files; its error messages (warnings and notes are not errors). */
export async function nuErrors(files: string[]): Promise<string[]> {
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  const output = await new Promise<string>((resolve, reject) => {
    // It exits with 1 when it finds an error; the report on standard output says which.
    execFile(
      "java",
      ["-jar", jar, "--format", "json", "--stdout", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (stdout.trim().startsWith("{")) resolve(stdout);
        else
          reject(
            new Error(
              `The Nu HTML checker did not run (is Java installed? scripts/install-test-deps.sh): ${error?.message ?? ""}\n${stderr}`,
            ),
          );
      },
    );
  });
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) =>
        `${path.basename(message.url ?? "")}:${message.lastLine ?? "?"}: ${message.message} ${message.extract?.trim() ?? ""}`,
    );
}
