// The admissions state machine, exhaustively: every pair of stages of each workflow for every
// actor, checked against the table below (written out by hand from the brief's process), so a
// change to workflow.ts that the school did not decide fails here.

import { describe, expect, it } from 'vitest';
import { applicationStages, shortStages, type Stage } from '../../src/shared/admissions/stages';
import { checkMove, nextStages, staffRoles, type Actor } from '../../src/shared/admissions/workflow';

const actors: Actor[] = [...staffRoles, 'family', 'system'];
const STAFF = 'administrator officer head';

/** from -> to -> who may (space separated); anything absent is not a move at all. */
const application: Record<string, Record<string, string>> = {
  received: {
    'waiting-for-documents': 'system',
    'assessment-to-book': STAFF,
    'assessment-booked': STAFF,
    'under-review': STAFF,
    'waiting-list': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'waiting-for-documents': { received: 'system', 'not-offered': STAFF, withdrawn: STAFF },
  'assessment-to-book': {
    'assessment-booked': `family ${STAFF}`,
    'under-review': STAFF,
    'waiting-list': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'assessment-booked': {
    'assessment-to-book': `family ${STAFF}`,
    'assessment-booked': `family ${STAFF}`,
    'under-review': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'under-review': {
    'assessment-to-book': STAFF,
    'assessment-booked': STAFF,
    'offer-made': 'head',
    'waiting-list': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'waiting-list': { 'under-review': STAFF, 'offer-made': 'head', 'not-offered': STAFF, withdrawn: STAFF },
  'offer-made': {
    'offer-made': 'head',
    'offer-accepted': `family ${STAFF}`,
    'offer-declined': `family ${STAFF}`,
    'offer-expired': 'system',
    withdrawn: STAFF,
  },
  'offer-expired': { 'offer-made': 'head', 'waiting-list': STAFF, 'not-offered': STAFF },
  'offer-accepted': { enrolled: 'system', withdrawn: STAFF },
  enrolled: { withdrawn: STAFF },
  'offer-declined': { 'under-review': 'administrator head' },
  'not-offered': { 'under-review': 'administrator head' },
  withdrawn: { 'under-review': 'administrator head' },
};

const short: Record<string, Record<string, string>> = {
  received: { 'in-progress': STAFF, closed: STAFF },
  'in-progress': { closed: STAFF },
  closed: { 'in-progress': STAFF },
};

function exhaust(
  workflow: 'application' | 'short',
  stages: readonly Stage[],
  table: Record<string, Record<string, string>>,
) {
  for (const from of stages)
    for (const to of stages)
      for (const actor of actors) {
        const who = table[from]?.[to];
        const expected = who === undefined ? 'not-allowed' : who.split(' ').includes(actor) ? undefined : 'forbidden';
        expect(checkMove(workflow, from, to, actor), `${workflow}: ${actor} ${from} -> ${to}`).toBe(expected);
      }
}

describe('the admissions workflow', () => {
  it('allows exactly the moves of the table, to exactly the actors named', () => {
    exhaust('application', applicationStages, application);
    exhaust('short', shortStages, short);
  });

  it('lets only the head of school make an offer, from every stage that allows one', () => {
    for (const from of applicationStages)
      for (const actor of actors)
        if (actor !== 'head') expect(checkMove('application', from, 'offer-made', actor)).not.toBe(undefined);
    expect(
      applicationStages.filter((from) => checkMove('application', from, 'offer-made', 'head') === undefined),
    ).toEqual(['under-review', 'offer-made', 'offer-expired', 'waiting-list']);
  });

  it('lets read-only staff move nothing, and the family only book its assessment and answer an offer', () => {
    for (const workflow of ['application', 'short'] as const)
      for (const from of applicationStages) expect(nextStages(workflow, from, 'readonly')).toEqual([]);
    const familyMoves = applicationStages.flatMap((from) =>
      nextStages('application', from, 'family').map((to) => `${from}>${to}`),
    );
    expect(familyMoves).toEqual([
      'assessment-to-book>assessment-booked',
      'assessment-booked>assessment-to-book',
      'assessment-booked>assessment-booked',
      'offer-made>offer-accepted',
      'offer-made>offer-declined',
    ]);
  });

  it('expires offers by the server alone', () => {
    for (const actor of actors)
      expect(checkMove('application', 'offer-made', 'offer-expired', actor) === undefined).toBe(actor === 'system');
  });

  it('enrols, and holds a case for its documents, by the server alone', () => {
    for (const actor of actors) {
      const server = actor === 'system';
      expect(checkMove('application', 'offer-accepted', 'enrolled', actor) === undefined).toBe(server);
      expect(checkMove('application', 'received', 'waiting-for-documents', actor) === undefined).toBe(server);
      expect(checkMove('application', 'waiting-for-documents', 'received', actor) === undefined).toBe(server);
    }
    // Nothing is processed while documents are missing: no assessment, no review, no offer.
    expect(nextStages('application', 'waiting-for-documents', 'head')).toEqual(['withdrawn', 'not-offered']);
  });

  it('lists the next stages in the workflow order', () => {
    expect(nextStages('application', 'under-review', 'officer')).toEqual([
      'assessment-to-book',
      'assessment-booked',
      'waiting-list',
      'withdrawn',
      'not-offered',
    ]);
    expect(nextStages('application', 'under-review', 'head')).toContain('offer-made');
    expect(nextStages('short', 'received', 'officer')).toEqual(['in-progress', 'closed']);
  });
});
