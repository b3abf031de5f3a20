/**
 * The addresses of an application a caseworker fills in with a client (decision 093): a new one's screener, then
 * each page of a draft by its id, in the application's own order (the screener, then its steps), and its sent page.
 */
import { applicationSteps, type ApplicationStep } from "~/applications/answers";

/** The client's application's pages in order: the screener, then the application's own steps. */
export const clientSteps = ["screener", ...applicationSteps] as const;
export type ClientStep = "screener" | ApplicationStep;

export const isClientStep = (value: unknown): value is ClientStep =>
  typeof value === "string" && (clientSteps as readonly string[]).includes(value);

export const NEW_CLIENT_PATH = "/partners/clients/new";
export const clientPath = (draftId: string, step: ClientStep | "sent") =>
  `/partners/clients/${encodeURIComponent(draftId)}/${step}`;

/** The page before `step`: the portal's list before the screener. */
export const previousPath = (draftId: string | null, step: ClientStep) => {
  const index = clientSteps.indexOf(step);
  return index === 0 || draftId === null ? "/partners" : clientPath(draftId, clientSteps[index - 1]!);
};
