// A catalogue in parts (`?part=first`, `?part=rest` on its import: scripts/catalogue-parts.ts cuts
// it at build time). A form page fetches the first parts of its catalogues with its code: what
// its first tab, its start page and the frame around the form show. The rest (the other tabs, the
// summary, the end state, errors, a returning family's drafts) comes in the background after the
// family's first input, or with those drafts. The page's own catalogue (`site`,
// src/locales/<locale>.json) has a first part a form page shows at once and a `later` part for
// what it shows only to some (whether the device keeps its data, a draft not found); the rest is
// the site's. An id matches an entry when it equals it, or starts with it when the entry ends with
// a dot.

export type CataloguePart = 'first' | 'later' | 'rest';

/** The ids of each named part; `rest` is every id in none of them (or, for a `rest` list, those). */
type PartRule = { first: readonly string[]; later?: readonly string[] } | { rest: readonly string[] };

const formRoutes = [
  'application-form',
  'application-draft',
  'contact-app',
  'internal-scholarship-form',
  'scholarship-form',
  'bus-registration',
  'contact-us',
];

/** The pages a missing draft's "page not found" suggests (src/app/form/missing-draft.tsx). */
export const helpfulPages = ['apply-now', 'school-fees', 'news-updates', 'search', 'contact-us'] as const;

const rules: Readonly<Record<string, PartRule>> = {
  site: {
    first: [
      'site.titleTemplate',
      ...formRoutes.map((id) => `page.${id}.`),
      'page.take-home.title',
      'page.forget-my-data.title',
    ],
    later: [
      'storage.',
      'install.ios',
      'install.close',
      'error.notFound.',
      'error.goHome',
      ...helpfulPages.map((id) => `page.${id}.title`),
    ],
  },
  common: {
    rest: [
      'form.common.outbox.',
      'form.common.consent.',
      'form.common.file.',
      'form.common.summary.',
      'form.common.robot.',
      // The drafts a device holds (a family coming back loads the rest with them).
      ...['delete', 'lastSaved', 'ready', 'completeness', 'resume', 'view', 'untitled'].map(
        (id) => `form.common.drafts.${id}`,
      ),
      ...['Title', 'Body', 'Confirm', 'Cancel'].map((part) => `form.common.drafts.delete${part}`),
      // What a check reports (a check waits for the rest) and what follows Submit.
      ...['required', 'invalid', 'emailInvalid', 'phoneInvalid', 'tooLong', 'invalidCharacters', 'nameInvalid'].map(
        (id) => `form.common.${id}`,
      ),
      ...['errorPrefix', 'errorLink', 'checkFields', 'submitFailed', 'ready.', 'draftMissing', 'startAgain'].map(
        (id) => `form.common.${id}`,
      ),
      'form.common.yes',
      'form.common.no',
    ],
  },
  application: {
    rest: [
      'form.application.parents.',
      'form.application.person.',
      'form.application.emergency.',
      'form.application.academic.',
      'form.application.school.',
      'form.application.heardAbout.',
      'form.application.health.',
      'form.application.documents.',
      'form.application.summary.',
      'form.application.done.',
      'form.application.errors.',
      'form.application.detail',
      ...['guardianChoice', 'relationship', 'callFirst', 'yesNo', 'schoolType', 'heardAbout'].map(
        (group) => `form.application.option.${group}.`,
      ),
      ...['illness', 'healthProblem', 'vaccination'].map((group) => `form.application.option.${group}.`),
    ],
  },
  bus: {
    rest: ['form.bus.address.', 'form.bus.contacts.', 'form.bus.contact.', 'form.bus.summary.', 'form.bus.done.'],
  },
  scholarship: { rest: ['form.scholarship.documents.', 'form.scholarship.summary.', 'form.scholarship.done.'] },
};

const matches = (entries: readonly string[] | undefined, id: string) =>
  (entries ?? []).some((entry) => (entry.endsWith('.') ? id.startsWith(entry) : id === entry));

/** The catalogue a file is: `application` for src/locales/forms/application.th.json, `site` for src/locales/th.json. */
export function catalogueOfFile(file: string): string {
  const [, folder, name] = /(?:^|\/)locales\/(?:([^/]+)\/)?([^/]+)\.json$/.exec(file) ?? [];
  if (!name) return '';
  return folder ? name.replace(/\.[^.]+$/, '') : 'site';
}

/** The part message `id` of `catalogue` is in (a catalogue without a rule is all first). */
export function partOf(catalogue: string, id: string): CataloguePart {
  const rule = rules[catalogue];
  if (!rule) return 'first';
  if ('rest' in rule) return matches(rule.rest, id) ? 'rest' : 'first';
  if (matches(rule.first, id)) return 'first';
  return matches(rule.later, id) ? 'later' : 'rest';
}
