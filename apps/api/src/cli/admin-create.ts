/**
 * Creates an admin, or resets its password (ending its sessions) when the e-mail exists:
 *   pnpm --filter @lotto/api admin:create -- --email admin@example.com --password '…'
 * Without --password the password is read from the first line of stdin (keeps it out of `ps`).
 */
import { parseArgs } from 'node:util';
import { EmailSchema, NewAdminPasswordSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { createServices } from '../app.js';
import { openSessions } from '../connect.js';
import { fail, openCliStore, scriptArgs } from './args.js';

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

const { values } = parseArgs({
  args: scriptArgs(),
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (values.email === undefined) {
  fail('Usage: pnpm --filter @lotto/api admin:create -- --email <email> [--password <password>]');
}
const email = v.safeParse(EmailSchema, values.email);
if (!email.success) fail(`--email: ${email.issues[0].message}`);
const password = v.safeParse(NewAdminPasswordSchema, values.password ?? (await readFirstLine()));
if (!password.success) fail(`password: ${password.issues[0].message}`);

const { config, logger, store } = await openCliStore();
const sessions = await openSessions(config, logger);
try {
  const services = createServices({ config, store, sessions });
  const outcome = await services.admins.createOrReset(email.output, password.output);
  process.stdout.write(
    outcome === 'created'
      ? `Created admin ${email.output.toLowerCase()}\n`
      : `Reset the password of admin ${email.output.toLowerCase()} and ended its sessions\n`,
  );
} catch (error) {
  process.stderr.write(`Failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await sessions.close();
  await store.close();
}
