// The layers of src/ from the bottom up and what each may not import: one list that ESLint
// enforces (eslint.config.js), the architecture test checks and docs/architecture.md draws.

/**
 * The public site's layers.
 * @type {{ name: string; folders: string[]; mayNotImport: string[] }[]}
 */
const siteLayers = [
  {
    name: 'Contracts (src/shared, src/routes, src/config, src/i18n, src/content, src/data, src/crypto, src/search)',
    folders: [
      'src/shared',
      'src/routes',
      'src/config',
      'src/i18n',
      'src/content',
      'src/data',
      'src/crypto',
      'src/search',
    ],
    mayNotImport: [
      'src/db',
      'src/outbox',
      'src/safe-copy',
      'src/pwa',
      'src/forms',
      'src/device',
      'src/wizards',
      'src/app',
      'src/pages',
    ],
  },
  {
    name: 'Storage (src/db)',
    folders: ['src/db'],
    mayNotImport: [
      'src/outbox',
      'src/safe-copy',
      'src/pwa',
      'src/islands',
      'src/forms',
      'src/device',
      'src/wizards',
      'src/app',
      'src/pages',
    ],
  },
  {
    name: 'The outbox and the service worker (src/outbox, src/sw)',
    folders: ['src/outbox', 'src/sw'],
    mayNotImport: [
      'src/pwa',
      'src/islands',
      'src/forms',
      'src/device',
      'src/wizards',
      'src/app',
      'src/pages',
      'src/db/hooks.ts',
    ],
  },
  {
    // Safe copies' engine (docs/safe-copy.md) sits beside the outbox: it runs in the page and in
    // the worker, and shares only the outbox's API settings. Its React UI is a floor higher.
    name: 'Safe copies (src/safe-copy, but its UI)',
    folders: ['src/safe-copy/*.ts'],
    mayNotImport: [
      'src/pwa',
      'src/islands',
      'src/forms',
      'src/device',
      'src/wizards',
      'src/app',
      'src/pages',
      'src/db/hooks.ts',
      'src/safe-copy/ui',
    ],
  },
  {
    name: 'Page plumbing (src/pwa)',
    folders: ['src/pwa'],
    mayNotImport: ['src/islands', 'src/forms', 'src/device', 'src/wizards', 'src/app', 'src/pages'],
  },
  {
    name: 'Islands (src/islands)',
    folders: ['src/islands'],
    mayNotImport: [
      'src/db',
      'src/safe-copy',
      'src/outbox/index.ts',
      'src/forms',
      'src/wizards',
      'src/app',
      'src/pages',
      'src/device/ui',
      'src/device/carry.ts',
      'src/device/mode.ts',
    ],
  },
  {
    name: 'The form framework (src/forms)',
    folders: ['src/forms'],
    mayNotImport: ['src/wizards', 'src/app', 'src/pages', 'src/device'],
  },
  {
    name: 'Shared-device mode (src/device)',
    folders: ['src/device'],
    mayNotImport: ['src/wizards', 'src/app', 'src/pages'],
  },
  {
    name: 'Wizards (src/wizards)',
    folders: ['src/wizards'],
    mayNotImport: ['src/app', 'src/pages', 'src/device'],
  },
];

/** @type {{ name: string; folders: string[]; mayNotImport: string[] }[]} */
export const layers = [
  ...siteLayers,
  {
    // The public site never loads staff code, and the desk never touches a family's device.
    name: 'The public site (every layer above, the app and its entries)',
    folders: [
      ...siteLayers.flatMap((layer) => layer.folders),
      'src/app',
      'src/pages',
      'src/locales',
      'src/boot.ts',
      'src/entry-client.tsx',
      'src/entry-form.tsx',
      'src/entry-server.tsx',
    ],
    mayNotImport: ['src/desk'],
  },
  {
    // The worker's folder is the worker's alone: what the page and the worker both speak is a
    // contract (src/shared/worker-messages.ts), and the worker reaches the outbox through
    // src/outbox/worker, never the other way round.
    name: 'Code outside the service worker (the page, the outbox, the contracts, the desk)',
    folders: ['src/!(sw)/**', 'src/*.{ts,tsx}'],
    mayNotImport: ['src/sw'],
  },
  {
    name: 'The admissions desk (src/desk)',
    folders: ['src/desk'],
    mayNotImport: ['src/outbox', 'src/db', 'src/pwa', 'src/islands', 'src/device', 'src/app', 'src/pages'],
  },
];
