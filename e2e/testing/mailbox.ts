import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The folder where the stack's mail catcher keeps each message as .eml (npm test sets it). */
export const mailDirectory = process.env.E2E_MAIL_DIRECTORY;

async function allMail(): Promise<ParsedMail[]> {
  if (!mailDirectory)
    throw new Error('Set E2E_MAIL_DIRECTORY to the mail catcher folder (npm test does).');
  const files = (await readdir(mailDirectory).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => simpleParser(await readFile(join(mailDirectory, file)))),
  );
}

const recipient = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** Waits for the e-mails to `address` that `match`, until there are `count` of them. */
export async function waitForMail(
  address: string,
  match: (mail: ParsedMail) => boolean,
  count = 1,
): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMail()).filter((mail) => recipient(mail) === address && match(mail));
        return found.length;
      },
      { timeout: 30_000, message: `e-mail to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The path and query of the first link in `text` that contains `part` (the stack's own address is PUBLIC_BASE_URL). */
export function linkPath(text: string, part: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`no link with ${part} in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
