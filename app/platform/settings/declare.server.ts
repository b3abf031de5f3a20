/**
 * How a setting is declared: once, with its rule, what it does and its default, in the group of the part of the site
 * that reads it. The group's settings are typed from those rules, docs/settings.md and `.env.example` are written
 * from the same declarations (`npm run docs:settings`, checked by a unit test), and app/startup checks every group
 * as the server starts, so a bad value stops it with a sentence naming the variable.
 */
import { z } from "zod";

export type SettingDeclaration = {
  rule: z.ZodTypeAny;
  /** What the setting does, as docs/settings.md says it (Markdown). */
  about: string;
  /** The default in words where the rule's own default does not say it all; without one, the rule's or "unset". */
  defaultText?: string;
};

export type SettingDeclarations = Record<string, SettingDeclaration>;

export type ValuesOf<D extends SettingDeclarations> = { [K in keyof D]: z.output<D[K]["rule"]> };

export type Source = Record<string, string | undefined>;

export type SettingGroup<D extends SettingDeclarations = SettingDeclarations, S = unknown> = {
  /** The part of the site whose settings these are: the heading of their rows in docs/settings.md. */
  title: string;
  declarations: D;
  /** The settings from `source`; a bad value throws an Error whose message names the variable. */
  parse(source: Source): S;
  /** The settings from the environment, read on first use; a bad value stops the process with its sentence. */
  current(): S;
};

export function setting<R extends z.ZodTypeAny>(
  rule: R,
  about: string,
  defaultText?: string,
): { rule: R; about: string; defaultText?: string } {
  return defaultText === undefined ? { rule, about } : { rule, about, defaultText };
}

/** The message every refused setting starts with, so the server's one line says what to fix and where to read. */
export function settingsProblem(...lines: string[]): Error {
  return new Error(
    `Invalid settings in the environment:\n${lines.map((line) => `  ${line}`).join("\n")}\nSee docs/settings.md.`,
  );
}

function blankToUndefined(source: Source): Source {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]));
}

/** The values of `declarations` in `source`, checked by their rules. */
export function valuesOf<D extends SettingDeclarations>(declarations: D, source: Source): ValuesOf<D> {
  const rules = Object.fromEntries(Object.entries(declarations).map(([name, { rule }]) => [name, rule]));
  const result = z.object(rules).safeParse(blankToUndefined(source));
  if (!result.success) {
    throw settingsProblem(...result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return result.data as ValuesOf<D>;
}

export function settingGroup<D extends SettingDeclarations, S>(
  title: string,
  declarations: D,
  settingsOf: (values: ValuesOf<D>, source: Source) => S,
): SettingGroup<D, S> {
  let loaded: { settings: S } | undefined;
  const parse = (source: Source) => settingsOf(valuesOf(declarations, source), source);
  return {
    title,
    declarations,
    parse,
    current() {
      if (!loaded) {
        try {
          loaded = { settings: parse(process.env) };
        } catch (error) {
          // A stack trace would bury the one line that matters; say it and stop.
          console.error((error as Error).message);
          process.exit(1);
        }
      }
      return loaded.settings;
    },
  };
}

/** The default as docs/settings.md and `.env.example` state it: the rule's own value, or the words declared. */
export function defaultOf(declaration: SettingDeclaration): { text: string; value: string | undefined } {
  const value =
    declaration.rule instanceof z.ZodDefault
      ? String((declaration.rule._def as { defaultValue: () => unknown }).defaultValue())
      : undefined;
  return { text: declaration.defaultText ?? (value === undefined ? "unset" : `\`${value}\``), value };
}
