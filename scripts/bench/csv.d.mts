export const bigDonorItems: number;
export const BENCH_EMAIL: string;
export function cookieJar(): { take(response: Response): void; header(): string };
export function formFields(html: string): URLSearchParams;
export function prepareBigDonor(context: {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  items: number;
}): Promise<null | { path: string; headers?: Record<string, string>; importSeconds: number }>;
/** Awaited with the first chunk of a download before anything more is read. */
type FirstChunk = (chunk: Uint8Array) => Promise<void>;
export function measureCsvDownload(options: {
  url: string;
  headers?: Record<string, string>;
  serverPid: number;
  onFirstChunk?: FirstChunk;
}): Promise<{
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  firstByteMs: number;
  growthMiB: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}>;
export function csvSection(options: {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  serverPid: number;
  /** Called with the signed-in donor's request headers (their session cookie) before the download is measured. */
  whileSignedIn?: (headers: Record<string, string>) => Promise<void>;
}): Promise<Array<[string, string]>>;
export function residentMiB(pid: number): number;
export function measurePdfDownload(options: {
  url: string;
  headers?: Record<string, string>;
  serverPid: number;
  file: string;
  onFirstChunk?: FirstChunk;
}): Promise<{
  bytes: number;
  seconds: number;
  firstByteMs: number;
  growthMiB: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}>;
export function measureAuthWhileCertificates(options: {
  url: string;
  headers?: Record<string, string>;
}): Promise<{ idleMs: number; busyMs: number }>;
