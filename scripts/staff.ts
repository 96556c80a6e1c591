// Staff accounts of the admissions desk, from the command line (docs/desk.md):
//   npm run staff -- add <email> --role administrator|officer|head|readonly --name "Full Name"
//   npm run staff -- reset <email>     (clears their sign-in; prints a new enrolment link)
//   npm run staff -- remove <email>
//   npm run staff -- list
// `add` and `reset` print a one-time enrolment link (72 hours) where the person sets a password
// with TOTP, or a passkey. Nothing here has a default account or password. With the embedded
// database, stop the server first (PGlite is one process's), or use PostgreSQL, or the desk itself.

import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type ServerConfig } from '../server/config';
import { audit } from '../server/desk/audit';
import { migrateDesk } from '../server/desk/migrations';
import {
  addStaff,
  enrolmentUrl,
  findStaffByEmail,
  listStaff,
  removeStaff,
  resetStaff,
  StaffProblem,
} from '../server/desk/staff';
import { extensionDatabase, intakeRecords, openStore, type IntakeStore } from '../server/intake';
import { staffRoles } from '../src/shared/admissions/workflow';

export interface StaffCommandContext {
  store: IntakeStore;
  deskOrigin: string;
  now: () => Date;
  out: (line: string) => void;
}

const USAGE = `Usage:
  npm run staff -- add <email> --role ${staffRoles.join('|')} --name "Full Name"
  npm run staff -- reset <email>
  npm run staff -- remove <email>
  npm run staff -- list`;

const COMMAND_LINE = { label: 'command line' };

/** Runs one command; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runStaffCommand(args: string[], context: StaffCommandContext): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, name: { type: 'string' } },
    });
  } catch {
    context.out(USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, email] = positionals;
  const db = extensionDatabase(context.store);
  await migrateDesk(db, intakeRecords(context.store));
  if (command === 'list') {
    for (const m of await listStaff(db))
      context.out(
        `${m.email}\t${m.role}\t${m.name}\t${m.hasPassword ? 'password+TOTP' : '-'}\t${m.passkeys} passkey(s)`,
      );
    return 0;
  }
  if (!email || !['add', 'remove', 'reset'].includes(command ?? '')) {
    context.out(USAGE);
    return 2;
  }
  if (command === 'add') {
    if (!values.role || !values.name) {
      context.out(USAGE);
      return 2;
    }
    try {
      const { member, token } = await addStaff(db, { email, name: values.name, role: values.role }, context.now());
      await audit(db, context.now(), {
        actor: COMMAND_LINE,
        action: 'staff.added',
        detail: { staff: member.email, role: member.role },
      });
      context.out(`Added ${member.name} <${member.email}> as ${member.role}.`);
      context.out(`Enrolment link (one use, 72 hours): ${enrolmentUrl(context.deskOrigin, token)}`);
      return 0;
    } catch (error) {
      if (!(error instanceof StaffProblem)) throw error;
      context.out(
        `Refused: ${error.code}${error.code === 'invalid-role' ? ` (one of ${staffRoles.join(', ')})` : ''}.`,
      );
      return 1;
    }
  }
  const member = await findStaffByEmail(db, email);
  if (!member) {
    context.out(`No member of staff with the e-mail ${email}.`);
    return 1;
  }
  if (command === 'remove') {
    await removeStaff(db, member.id);
    await audit(db, context.now(), { actor: COMMAND_LINE, action: 'staff.removed', detail: { staff: member.email } });
    context.out(`Removed ${member.email}; their sessions and passkeys are gone.`);
    return 0;
  }
  const token = await resetStaff(db, member.id, context.now());
  await audit(db, context.now(), { actor: COMMAND_LINE, action: 'staff.reset', detail: { staff: member.email } });
  context.out(`Cleared the sign-in of ${member.email}.`);
  context.out(`Enrolment link (one use, 72 hours): ${enrolmentUrl(context.deskOrigin, token)}`);
  return 0;
}

async function main() {
  let config: ServerConfig;
  let store: IntakeStore;
  try {
    config = loadConfig();
    store = await openStore(config.intake);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  try {
    return await runStaffCommand(process.argv.slice(2), {
      store,
      deskOrigin: config.desk.origin,
      now: () => new Date(),
      out: (line) => console.log(line),
    });
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
