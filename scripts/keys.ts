/**
 * Manage API keys from the command line (the same store the server uses):
 *
 *   npm run keys -- create --name NAME [--rpm 60 | --owner] [--expires 30d]
 *   npm run keys -- list
 *   npm run keys -- revoke <id|prefix>
 *
 * Runs under tsx with the react-server condition (see package.json), so the server modules
 * it shares with the app load outside Next.
 */
import { parseArgs } from 'node:util';
import { describeError } from '@/lib/contract';
import { keysCreateRequest } from '@/lib/contract/access';
import { printableName } from '@/lib/contract/rules';
import { createKey, listKeys, revokeKey } from '@/lib/server/auth/keys';
import { ownerAccount } from '@/lib/server/auth/owner';
import { closeDb, db } from '@/lib/server/store';

const USAGE = `Usage:
  npm run keys -- create --name NAME [--rpm 60 | --owner] [--expires 30d|12h]
  npm run keys -- list
  npm run keys -- revoke <id|prefix>

create  makes a key (and an account named NAME with --rpm requests per minute), or with
        --owner a key on the owner's account, which may also manage keys and demo links
        and shares the owner's limit (OWNER_RPM), so it takes no --rpm.
        The key is printed once; only its hash is stored.`;

/** 30d, 12h, 90m → milliseconds; anything else is an error naming the rule. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([dhm])$/.exec(text.trim());
  if (!match) throw new Error(`--expires: must be a number followed by d, h or m (e.g. 30d), not "${text}"`);
  const amount = Number(match[1]);
  if (amount < 1) throw new Error('--expires: must be at least 1');
  return amount * { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm'];
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { name: { type: 'string' }, rpm: { type: 'string' }, expires: { type: 'string' }, owner: { type: 'boolean' }, json: { type: 'boolean' } },
  });
  // The same configuration files Next.js reads, so the command finds the same DATA_DIR.
  for (const file of ['.env.local', '.env']) {
    try {
      process.loadEnvFile(file);
    } catch {
      // absent: fine
    }
  }
  const store = await db();
  await ownerAccount();

  switch (command) {
    case 'create': {
      // The API's own rules for a key (lib/contract/access.ts), so the command and the
      // account page accept and refuse the same names and limits, with the same words.
      const fields = keysCreateRequest.safeParse(
        { name: values.name?.trim() ?? '', rpm: values.rpm === undefined ? undefined : Number(values.rpm), owner: values.owner ?? false },
        { reportInput: true },
      );
      if (!fields.success) throw new Error(describeError(fields.error).replace(/(^|; )(\w+): /g, '$1--$2: '));
      const { name, rpm } = fields.data;
      const expiresAt = values.expires ? new Date(Date.now() + parseDuration(values.expires)) : null;
      const { key, secret } = await createKey(store, { name, rpm, expiresAt, account: values.owner ? await ownerAccount() : undefined });
      if (values.json) console.log(JSON.stringify({ ...key, secret }));
      else {
        console.log(`Created ${key.owner ? 'owner ' : ''}key ${key.id} (${key.prefix}…) for account ${key.account_name}, ${key.rpm} requests/min, ${key.expires_at ? `expires ${key.expires_at}` : 'no expiry'}.`);
        console.log('\nThe key, shown this once (only its hash is stored):\n');
        console.log(`  ${secret}\n`);
        console.log('Send it as: Authorization: Bearer <key>');
      }
      return 0;
    }
    case 'list': {
      const keys = await listKeys(store);
      if (values.json) console.log(JSON.stringify(keys));
      else if (!keys.length) console.log('No API keys yet. Create one: npm run keys -- create --name NAME');
      else console.table(keys.map((k) => ({ id: k.id, prefix: k.prefix, name: printableName(k.name), account: printableName(k.account_name), owner: k.owner, rpm: k.rpm, status: k.status, expires: k.expires_at ?? 'never', last_used: k.last_used_at ?? '-' })));
      return 0;
    }
    case 'revoke': {
      const target = positionals[0];
      if (!target) throw new Error('revoke: give the id or prefix of the key (npm run keys -- list shows them)');
      const key = await revokeKey(store, target);
      if (!key) throw new Error(`revoke: no single key has id or prefix "${target}"`);
      console.log(`Revoked ${key.id} (${key.prefix}…, ${printableName(key.name)}); it stops working at once.`);
      return 0;
    }
    default:
      console.log(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: Error) => {
    console.error(`keys: ${error.message}`);
    await closeDb();
    process.exit(1);
  });
