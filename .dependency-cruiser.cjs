// The boundaries of docs/CONVENTIONS.md, enforced by `npm run lint`. Paths are relative to the repository root;
// workspace packages resolve (through their `source` export condition) to their real files.
const FRONT_END = '^(shell|mf-[^/]+|packages/(ui|i18n|web-client|app-frame))/';
const BACK_END = '^(services|gateway|packages/service-kit)/';
// What a package offers to others: its public entries (package.json "exports").
const PACKAGE_ENTRIES = [
  '^packages/[^/]+/src/index\\.tsx?$',
  // A package's test helpers, its ./testing entry (@silkway/service-kit/testing, @silkway/contracts/testing).
  '^packages/[^/]+/src/testing/index\\.ts$',
  '^packages/service-kit/src/failures\\.ts$',
  '^packages/service-kit/src/config/load-config\\.ts$',
  '^packages/service-kit/src/internal-calls/index\\.ts$',
  '^packages/service-kit/src/staff-sessions/index\\.ts$',
  '^packages/service-kit/src/live-changes/index\\.ts$',
  '^packages/i18n/src/locales/',
  '^packages/ui/src/styles/(theme|base)\\.css$',
  '^packages/rspack-config/(federated-app|server-render|inline-script|precompress)\\.mjs$',
  // Entries a package declares in its package.json "exports" for server-side rendering.
  '^packages/app-frame/src/server\\.ts$',
  '^packages/i18n/src/address\\.ts$',
  '^packages/i18n/src/formats\\.ts$',
  // Entries Module Federation shares as singletons in place of react-router and react-i18next.
  '^packages/app-frame/src/router\\.ts$',
  '^packages/i18n/src/react\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'dev-servers-outside-runtime',
      comment:
        'The S3 and SMTP stand-ins (packages/dev-servers) serve `npm start`, tests, benchmarks and drills: ' +
        "no service's, the gateway's or a package's own code loads them (tests beside the code may).",
      severity: 'error',
      from: {
        path: '^(services/[^/]+/src|gateway/src|packages/(?!dev-servers/)[^/]+/src)/',
        pathNot: '\\.(int-)?spec\\.tsx?$',
      },
      to: { path: '^packages/dev-servers/' },
    },
    {
      name: 'front-end-to-back-end',
      comment: 'A front end talks to the back end over HTTP only (through @silkway/web-client).',
      severity: 'error',
      from: { path: FRONT_END },
      to: { path: BACK_END },
    },
    {
      name: 'back-end-to-front-end',
      comment:
        'Services and the gateway never import front-end code. The dictionaries are data, not code: ' +
        "a server answering in the visitor's language reads the same texts the pages show; " +
        'the formatters of money and dates import nothing, so documents and screens write them alike.',
      severity: 'error',
      from: { path: BACK_END },
      to: {
        path: FRONT_END,
        pathNot: [
          '^packages/i18n/src/locales/[^/]+/[^/]+\\.json$',
          '^packages/i18n/src/formats\\.ts$',
        ],
      },
    },
    {
      name: 'service-to-service',
      comment: 'Services talk through HTTP and events only; shared code lives in packages/.',
      severity: 'error',
      from: { path: '^(services/[^/]+)/' },
      to: { path: '^(services|gateway)/', pathNot: '^$1/' },
    },
    {
      name: 'gateway-without-database',
      comment:
        'The gateway routes (issue 31): sessions and limits in Redis, everything else asked of a service. ' +
        'No database driver or ORM is reachable from its code, however indirectly.',
      severity: 'error',
      from: { path: '^gateway/src/' },
      to: {
        path: 'node_modules/(pg|pg-[^/]+|postgres|typeorm|@nestjs/typeorm|mysql2?|sqlite3|better-sqlite3|mongodb|mongoose|knex|@prisma/client|drizzle-orm)/',
        reachable: true,
      },
    },
    {
      name: 'gateway-to-service',
      comment: 'The gateway reaches services over HTTP only.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^services/' },
    },
    {
      name: 'remote-to-remote',
      comment:
        'Remotes share only packages/*; the shell loads them through Module Federation, never by import.',
      severity: 'error',
      from: { path: '^(shell|mf-[^/]+)/' },
      to: { path: '^(shell|mf-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'deep-import-into-package',
      comment: "Use a package's public entry, not its private files.",
      severity: 'error',
      from: { path: '^(?!packages/)' },
      to: { path: '^packages/', pathNot: PACKAGE_ENTRIES },
    },
    {
      name: 'deep-import-between-packages',
      comment: "Packages use each other's public entries too.",
      severity: 'error',
      from: { path: '^(packages/[^/]+)/' },
      to: { path: '^packages/', pathNot: ['^$1/', ...PACKAGE_ENTRIES] },
    },
    {
      name: 'no-circular-in-front-ends',
      comment:
        'Front-end modules depend on each other in one direction (a lazy import() counts too): a piece two need goes to a shared module. Services are checked per folder below: TypeORM entities name each other.',
      severity: 'error',
      from: { path: FRONT_END },
      to: { circular: true },
    },
    {
      name: 'no-circular-feature-folders',
      comment:
        "A service's feature folders (and the kit's folders) use each other in one direction: entities two features need go to src/entities/, the events worker that calls several features' handlers to src/events/ (docs/CONVENTIONS.md).",
      severity: 'error',
      scope: 'folder',
      from: { path: '^(services/[^/]+/src|packages/service-kit/src)/' },
      to: { circular: true },
    },
    {
      name: 'admin-deep-import-into-folder',
      comment:
        'Another mf-admin folder is reached through its index.ts (tests: also its testing/index.ts), never its private files.',
      severity: 'error',
      from: { path: '^(mf-admin/src/[^/]+)/' },
      to: {
        path: '^mf-admin/src/[^/]+/',
        pathNot: [
          '^$1/',
          '^mf-admin/src/[^/]+/(testing/)?index\\.tsx?$',
          // Loaded inside jest.mock's factory of @silkway/web-client, where the index's other modules may not load yet.
          '^mf-admin/src/testing/web-client-mock\\.ts$',
        ],
      },
    },
    {
      name: 'admin-top-level-deep-import',
      comment: 'The files at the top of mf-admin/src use the folders through their index.ts too.',
      severity: 'error',
      from: { path: '^mf-admin/src/[^/]+$', pathNot: '\\.spec\\.tsx?$' },
      to: { path: '^mf-admin/src/[^/]+/', pathNot: '^mf-admin/src/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'test-helpers-in-testing',
      comment:
        'What integration tests share lives in test/testing/ (docs/CONVENTIONS.md), not beside the tests.',
      severity: 'error',
      from: { path: '/test/' },
      to: { path: '/test/', pathNot: ['/test/testing/', '\\.int-spec\\.ts$'] },
    },
    {
      name: 'test-helpers-in-app-code',
      comment:
        "A front end's test helpers (testing/ folders) are for specs and other test helpers only.",
      severity: 'error',
      from: { path: '^(shell|mf-[^/]+)/src/', pathNot: ['\\.spec\\.tsx?$', '/testing/'] },
      to: { path: '^(shell|mf-[^/]+)/src/(testing|.*/testing)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph as leaves (doNotFollow), so a rule can name a package.
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
