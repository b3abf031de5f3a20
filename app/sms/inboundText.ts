/**
 * What an inbound text asks for (decision 092): the words carriers and Twilio treat as opting out (STOP, STOPALL,
 * UNSUBSCRIBE, CANCEL, END, QUIT, and the Spanish PARAR), back in (START, YES, UNSTOP) or for help (HELP, INFO;
 * Spanish AYUDA). A keyword is the whole text, in any case, surrounding spaces and punctuation aside; anything else
 * is "other": a reply to a question the site asked by text, if one is open (`questionReplies.server.ts`), or else
 * a message for a person, which this site does not read.
 */
const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "PARAR"];
const START_WORDS = ["START", "YES", "UNSTOP"];
const HELP_WORDS = ["HELP", "INFO", "AYUDA"];

export type InboundAsk = "stop" | "start" | "help" | "other";

export function inboundAsk(body: string): InboundAsk {
  const word = body
    .trim()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "")
    .toUpperCase();
  if (STOP_WORDS.includes(word)) return "stop";
  if (START_WORDS.includes(word)) return "start";
  if (HELP_WORDS.includes(word)) return "help";
  return "other";
}
