// Staff administration in the desk (administrators): add a colleague (the answer carries their
// one-time enrolment link), change a role, reset someone's sign-in, remove them. Nobody removes or
// demotes themselves, and the last administrator stays. Everyone signed in may list colleagues to
// assign cases to.

import { Hono, type Context } from 'hono';
import { audit } from '../audit';
import { endSessionsOf } from '../auth/sessions';
import type { DeskDeps } from '../context';
import { UUID } from '../db';
import {
  addStaff,
  countAdministrators,
  enrolmentUrl,
  getStaff,
  listStaff,
  removeStaff,
  resetStaff,
  setRole,
  StaffProblem,
} from '../staff';
import { addStaffSchema, staffRoleSchema } from '../../../src/shared/contracts/desk-staff';
import { readBody, refuse, requireStaff, type DeskEnv } from './guard';

export function staffRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { db } = deps;
  const log = (
    c: Context<DeskEnv>,
    action: 'staff.added' | 'staff.removed' | 'staff.role' | 'staff.reset',
    detail: Record<string, string>,
  ) =>
    audit(db, deps.now(), {
      actor: { id: c.get('staff').id, label: c.get('staff').email },
      action,
      detail,
      ip: deps.clientIp(c),
    });

  app.get('/colleagues', requireStaff(deps), async (c) =>
    c.json({
      colleagues: (await listStaff(db))
        .filter((member) => member.role !== 'readonly')
        .map(({ id, name, role }) => ({ id, name, role })),
    }),
  );

  app.use('/staff', requireStaff(deps, ['administrator']));
  app.use('/staff/*', requireStaff(deps, ['administrator']));

  app.get('/staff', async (c) => c.json({ staff: await listStaff(db) }));

  app.post('/staff', async (c) => {
    const body = await readBody(c, addStaffSchema);
    if (!body.ok) return body.refusal;
    try {
      const { member, token } = await addStaff(db, body.value, deps.now());
      await log(c, 'staff.added', { staff: member.email, role: member.role });
      return c.json({ member, enrolUrl: enrolmentUrl(deps.config.origin, token) }, 201);
    } catch (error) {
      if (error instanceof StaffProblem) return refuse(c, error.code === 'exists' ? 409 : 422, error.code);
      throw error;
    }
  });

  /** The target of a route, refusing oneself and unknown ids. */
  const target = async (c: Context<DeskEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) return undefined;
    return getStaff(db, id);
  };

  app.post('/staff/:id/role', async (c) => {
    const member = await target(c);
    if (!member) return refuse(c, 404, 'not-found');
    if (member.id === c.get('staff').id) return refuse(c, 409, 'self');
    const body = await readBody(c, staffRoleSchema);
    if (!body.ok) return body.refusal;
    const { role } = body.value;
    if (member.role === 'administrator' && role !== 'administrator' && (await countAdministrators(db)) <= 1)
      return refuse(c, 409, 'last-administrator');
    try {
      await setRole(db, member.id, role);
    } catch (error) {
      if (error instanceof StaffProblem) return refuse(c, 422, error.code);
      throw error;
    }
    await endSessionsOf(db, member.id);
    await log(c, 'staff.role', { staff: member.email, from: member.role, to: role });
    return c.json({ member: await getStaff(db, member.id) });
  });

  app.post('/staff/:id/reset', async (c) => {
    const member = await target(c);
    if (!member) return refuse(c, 404, 'not-found');
    if (member.id === c.get('staff').id) return refuse(c, 409, 'self');
    const token = await resetStaff(db, member.id, deps.now());
    await log(c, 'staff.reset', { staff: member.email });
    return c.json({ enrolUrl: enrolmentUrl(deps.config.origin, token) });
  });

  app.delete('/staff/:id', async (c) => {
    const member = await target(c);
    if (!member) return refuse(c, 404, 'not-found');
    if (member.id === c.get('staff').id) return refuse(c, 409, 'self');
    if (member.role === 'administrator' && (await countAdministrators(db)) <= 1)
      return refuse(c, 409, 'last-administrator');
    await removeStaff(db, member.id);
    await log(c, 'staff.removed', { staff: member.email });
    return c.body(null, 204);
  });

  return app;
}
