/** The contact and board forms' rules, the topic a link chooses, and a reply's place in its thread (decision 120). */
import { describe, expect, it } from "vitest";
import { readBoardForm, readContactForm } from "~/outreach/messageForms";
import { replySubject, replyThread } from "~/outreach/thread";
import { topicChosenBy } from "~/outreach/topics";
import { outreachSettings } from "~/outreach/settings.server";

const typed = { topic: "press", name: "Ana Díaz", email: "", phone: "", message: "Hello" };

describe("the contact form", () => {
  it("asks for a topic, a name, an email address or a mobile number, and a message", () => {
    expect(readContactForm({ topic: "", name: " ", email: "", phone: "", message: "" })).toEqual({
      ok: false,
      errors: { topic: "topic", name: "name", email: "emailOrPhone", message: "message" },
    });
    expect(readContactForm({ ...typed, email: "ana@", phone: "555" })).toMatchObject({
      ok: false,
      errors: { email: "email", phone: "phone" },
    });
    expect(readContactForm({ ...typed, message: "x".repeat(4001), email: "ana@example.org" })).toMatchObject({
      errors: { message: "message" },
    });
  });

  it("keeps a message's lines and a number in E.164", () => {
    expect(readContactForm({ ...typed, phone: "(201) 555-0123", message: " Line one\r\nLine two " })).toEqual({
      ok: true,
      value: { topic: "press", name: "Ana Díaz", email: null, phone: "+12015550123", message: "Line one\nLine two" },
    });
  });
});

describe("the board application", () => {
  it("asks why and which skills, besides who writes", () => {
    expect(readBoardForm({ name: "Ben", email: "ben@example.org", phone: "", why: "", skills: " " })).toEqual({
      ok: false,
      errors: { why: "why", skills: "skills" },
    });
  });
});

describe("a link to the contact form", () => {
  it("chooses a topic the form knows, and none otherwise", () => {
    expect(topicChosenBy("?topic=computer-drive")).toBe("computer-drive");
    expect(topicChosenBy("?topic=day-of-service&utm_source=x")).toBe("day-of-service");
    expect(topicChosenBy("?topic=<script>")).toBe("");
    expect(topicChosenBy("")).toBe("");
  });
});

describe("a staff reply's thread", () => {
  it("answers the last message sent and names the whole thread, oldest first, under one 'Re:'", () => {
    expect(replyThread("<a@x>", [])).toEqual({ inReplyTo: "<a@x>", references: ["<a@x>"] });
    expect(replyThread("<a@x>", ["<b@x>", "<c@x>"])).toEqual({
      inReplyTo: "<c@x>",
      references: ["<a@x>", "<b@x>", "<c@x>"],
    });
    expect(replySubject("Your message to us: Press")).toBe("Re: Your message to us: Press");
    expect(replySubject("Re: Your message")).toBe("Re: Your message");
  });
});

describe("the inbox's and newsletter's settings", () => {
  const zoho = {
    ZOHO_CAMPAIGNS_CLIENT_ID: "1000.CLIENT",
    ZOHO_CAMPAIGNS_CLIENT_SECRET: "client-secret",
    ZOHO_CAMPAIGNS_REFRESH_TOKEN: "1000.refresh.token",
    ZOHO_CAMPAIGNS_LIST_KEY: "list-key-1",
  };

  it("reaches Zoho Campaigns with all four of its settings, and nothing with none", () => {
    expect(outreachSettings.parse({}).zohoCampaigns).toBeNull();
    expect(outreachSettings.parse({ ...zoho, ZOHO_CAMPAIGNS_URL: "https://campaigns.zoho.eu/" }).zohoCampaigns).toEqual(
      {
        clientId: "1000.CLIENT",
        clientSecret: "client-secret",
        refreshToken: "1000.refresh.token",
        listKey: "list-key-1",
        accountsUrl: "https://accounts.zoho.com",
        campaignsUrl: "https://campaigns.zoho.eu",
      },
    );
  });

  it("refuses some of the four without the others, and a reply address that names none", () => {
    expect(() => outreachSettings.parse({ ZOHO_CAMPAIGNS_CLIENT_ID: "1000.CLIENT" })).toThrow(
      /set together or not at all/,
    );
    expect(() => outreachSettings.parse({ INBOX_REPLY_FROM: "Tech Access" })).toThrow(/INBOX_REPLY_FROM/);
    expect(outreachSettings.parse({}).replyFrom).toBe('"Tech Access Non-Profit" <hello@example.org>');
  });
});
