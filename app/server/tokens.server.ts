import { env } from "./env.server";
import { createLoginTokens, type LoginTokens } from "./loginTokens.server";

let instance: LoginTokens | undefined;

/** Sign-in tokens signed with JWT_SECRET. */
export function loginTokens(): LoginTokens {
  instance ??= createLoginTokens(env.jwtSecret);
  return instance;
}
