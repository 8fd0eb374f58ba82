// Helpers of the account browser tests: the mail catcher's API and an authenticator app.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { mailpitURL } from "./playwright.config";

interface MailSummary {
  ID: string;
  Subject: string;
}

/** latestMail waits for a message to `to` whose subject contains `subject`, and returns its text. */
export async function latestMail(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      const res = await request.get(`${mailpitURL}/api/v1/search`, { params: { query: `to:"${to}" subject:"${subject}"` } });
      const body = (await res.json()) as { messages: MailSummary[] };
      id = body.messages[0]?.ID ?? "";
      return id;
    }, { message: `mail "${subject}" to ${to}`, timeout: 30_000 })
    .not.toBe("");
  const res = await request.get(`${mailpitURL}/api/v1/message/${id}`);
  const msg = (await res.json()) as { Text: string; HTML: string };
  expect(msg.HTML).toContain("<html");
  return msg.Text;
}

/** linkIn is the first address in a mail's text whose path starts with prefix. */
export function linkIn(text: string, prefix: string): string {
  for (const m of text.matchAll(/https?:\/\/\S+/g)) {
    const u = new URL(m[0]);
    if (u.pathname.startsWith(prefix)) return u.pathname + u.search;
  }
  throw new Error(`no ${prefix} link in:\n${text}`);
}

/** confirmEmail opens a verification link and presses its button: the link alone changes nothing. */
export async function confirmEmail(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId("verify-form").getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL(/\/signin\?email=/);
}

function base32(s: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of s.replace(/[\s=]/g, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** totp is what an authenticator app shows for secret, stepsAhead 30-second steps from now. */
export function totp(secret: string, stepsAhead = 0): string {
  const counter = Math.floor(Date.now() / 30_000) + stepsAhead;
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac("sha1", base32(secret)).update(msg).digest();
  const o = h[h.length - 1]! & 0xf;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
