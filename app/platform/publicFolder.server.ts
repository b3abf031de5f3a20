/**
 * Where the site's public files are: `public/` beside the project's package.json, found from this module's own file
 * (in the server build that is build/index.js, under unit tests the source). The server's working directory plays no
 * part, so a server started from another folder serves, hashes and inlines the same files. server.js serves this
 * folder too (through serverHooks), so the files the pages read and the files visitors get are the same.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function projectRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = here; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json in ${here} or any folder above it`);
  }
}

/** The project's folder: Remix's own paths in the build (`assetsBuildDirectory`) are relative to it. */
export const projectFolder = projectRoot();

export const publicFolder = path.join(projectFolder, "public");

/** The file of a public address ("/images/logo.svg"); an address that would leave the folder is refused. */
export function publicFile(address: string): string {
  const file = path.join(publicFolder, address);
  if (!file.startsWith(publicFolder + path.sep)) throw new Error(`Not a public file: ${address}`);
  return file;
}
