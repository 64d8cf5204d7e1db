import { expect } from '@playwright/test';
import { lastMailTo, type OutboxMail } from '@avatara/server/testing/outbox';
import path from 'node:path';

/**
 * Waits for the mail of `kind` to `email` in the server's outbox (`DATA_DIR/outbox`, the embedded
 * mail default) and returns it: mails go out from a queue just after the answer.
 */
export async function waitForMail(
  dataDir: string,
  email: string,
  kind: 'verify' | 'reset' | 'sign-in',
): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        mail = await lastMailTo(path.join(dataDir, 'outbox'), email, kind);
        return mail?.link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return mail!;
}
