// Staff administration (administrators): who has access and in which role, adding a colleague
// (their one-time enrolment link is shown once, to pass on), changing a role, resetting someone's
// sign-in, removing them.

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { staffRoles, type StaffRole } from '../../shared/admissions/workflow';
import type { StaffMember } from '../../shared/contracts/desk-staff';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useTitle } from '../use-title';

export function StaffPage() {
  const t = useDeskT();
  const { staff: me } = useStaff();
  const [members, setMembers] = useState<StaffMember[]>([]);
  const [link, setLink] = useState<{ name: string; url: string }>();
  const [problem, setProblem] = useState<DeskMessageId>();
  useTitle(t('desk.nav.staff'));
  const load = useCallback(() => void api.staff.list().then((answer) => setMembers(answer.staff)), []);
  useEffect(load, [load]);
  if (me.role !== 'administrator') return <p role="alert">{t('desk.staff.onlyAdmins')}</p>;

  const attempt = async (work: () => Promise<void>) => {
    setProblem(undefined);
    try {
      await work();
      load();
    } catch (error) {
      const code = error instanceof DeskError ? error.code : 'server';
      setProblem(
        (['exists', 'invalid-email', 'invalid-name', 'self', 'last-administrator'].includes(code)
          ? `desk.staff.error.${code}`
          : 'desk.error.server') as DeskMessageId,
      );
    }
  };
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void attempt(async () => {
      const answer = await api.staff.add({
        email: String(data.get('email') ?? ''),
        name: String(data.get('name') ?? ''),
        role: data.get('role') as StaffRole,
      });
      setLink({ name: answer.member.name, url: answer.enrolUrl });
      form.reset();
    });
  };
  return (
    <>
      <h1>{t('desk.nav.staff')}</h1>
      {problem ? (
        <p className="desk-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {link ? (
        <p className="desk-card" role="status">
          {t('desk.staff.link', { name: link.name })} <code className="desk-link">{link.url}</code>
        </p>
      ) : null}
      <table className="desk-table">
        <caption className="visually-hidden">{t('desk.nav.staff')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.staff.name')}</th>
            <th scope="col">{t('desk.staff.email')}</th>
            <th scope="col">{t('desk.staff.role')}</th>
            <th scope="col">{t('desk.staff.signIn')}</th>
            <th scope="col">{t('desk.staff.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{member.name}</td>
              <td>{member.email}</td>
              <td>
                <label className="visually-hidden" htmlFor={`role-${member.id}`}>
                  {t('desk.staff.roleOf', { name: member.name })}
                </label>
                <select
                  id={`role-${member.id}`}
                  value={member.role}
                  disabled={member.id === me.id}
                  onChange={(event) =>
                    void attempt(() =>
                      api.staff.setRole(member.id, { role: event.target.value as StaffRole }).then(() => undefined),
                    )
                  }
                >
                  {staffRoles.map((role) => (
                    <option key={role} value={role}>
                      {t(`desk.role.${role}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                {[
                  member.hasPassword ? t('desk.staff.password') : '',
                  member.passkeys ? t('desk.staff.passkeys', { count: member.passkeys }) : '',
                ]
                  .filter(Boolean)
                  .join(', ') || t('desk.staff.notEnrolled')}
              </td>
              <td className="desk-actions">
                {member.id !== me.id ? (
                  <>
                    <button
                      type="button"
                      className="desk-button desk-button--ghost"
                      onClick={() =>
                        void attempt(async () =>
                          setLink({
                            name: member.name,
                            url: (await api.staff.reset(member.id)).enrolUrl,
                          }),
                        )
                      }
                    >
                      {t('desk.staff.reset')}
                    </button>
                    <button
                      type="button"
                      className="desk-button desk-button--danger"
                      onClick={() => void attempt(() => api.staff.remove(member.id))}
                    >
                      {t('desk.staff.remove')}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="desk-card desk-filters" onSubmit={add}>
        <h2>{t('desk.staff.add')}</h2>
        <div className="desk-field">
          <label htmlFor="staff-name">{t('desk.staff.name')}</label>
          <input id="staff-name" name="name" required autoComplete="off" />
        </div>
        <div className="desk-field">
          <label htmlFor="staff-email">{t('desk.staff.email')}</label>
          <input id="staff-email" name="email" type="email" required autoComplete="off" />
        </div>
        <div className="desk-field">
          <label htmlFor="staff-role">{t('desk.staff.role')}</label>
          <select id="staff-role" name="role" defaultValue="officer">
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`desk.role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-form__actions">
          <button type="submit" className="desk-button desk-button--primary">
            {t('desk.staff.addSubmit')}
          </button>
        </div>
      </form>
    </>
  );
}
