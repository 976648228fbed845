// The import order docs/ARCHITECTURE.md draws, enforced (PX-82-001…003): `npm run lint:layers`.
// A layer imports only from the layers above it; each rule below forbids one wrong direction.
const PRODUCTION = '^(src|machines|sandbox|build|fixtures)/';
const TESTS = '^(tests|property-tests)/|\\.(test|spec)\\.tsx?$|^contracts/.*\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment: 'No module reaches itself through runtime imports: there is none, so module order never decides a value.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-new-cycle',
      comment:
        'Type-only cycles erase at build time, but they tie files together. The three known ones (a step view and ' +
        'useCheckout sharing its types; a machine and the toasts it names; the purchase machine and its cart feedback) ' +
        'are listed; a new one fails.',
      severity: 'error',
      from: {
        pathNot: [
          '^src/checkout/(useCheckout\\.ts|step-forms\\.tsx|step-summaries\\.ts|steps/)',
          '^machines/quick-order/(quick-order\\.machine|toasts)\\.ts$',
          '^machines/catalogue/(cart-feedback|product-purchase\\.machine)\\.ts$',
        ],
      },
      to: { circular: true },
    },
    {
      name: 'production-not-to-tests',
      comment: 'Shipped code (the store, machines, the sandbox, the build, fixtures) never imports a test or a test helper.',
      severity: 'error',
      from: { path: PRODUCTION },
      to: { path: [TESTS, '^contracts/'] },
    },
    {
      name: 'generated-imports-nothing',
      comment: 'src/api/generated/ is written by npm run client:generate from openapi/ and stands on nothing of ours.',
      severity: 'error',
      from: { path: '^src/api/generated/' },
      to: { path: '^(src|machines|sandbox|build|scripts|fixtures|contracts)/', pathNot: '^src/api/generated/' },
    },
    {
      name: 'machines-below-generated-only',
      comment: 'machines/ (all behaviour) sees only the contract\'s types (through machines/wire.ts), never the store, the sandbox or the tools.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(src|sandbox|build|scripts|fixtures|contracts)/', pathNot: '^src/api/generated/' },
    },
    {
      name: 'api-areas-below-adapters-and-views',
      comment:
        'src/api/<area>.ts stand on machines/ and the generated types; adapters and views stand on them. The one exception: ' +
        'registry.ts loads an area\'s code through src/app/load-code.ts, the retry every lazily loaded file shares (PX-05-025).',
      severity: 'error',
      from: { path: '^src/api/', pathNot: '^src/api/(adapters|generated)/' },
      to: { path: '^src/', pathNot: ['^src/api/', '^src/app/load-code\\.ts$'] },
    },
    {
      name: 'api-areas-not-to-adapters',
      comment: 'An area\'s calls do not know the adapters that bind them to machines.',
      severity: 'error',
      from: { path: '^src/api/', pathNot: '^src/api/(adapters|generated)/' },
      to: { path: '^src/api/adapters/' },
    },
    {
      name: 'adapters-below-views',
      comment: 'src/api/adapters/ bind areas to machines; the frame and views take their ports from them, never the reverse.',
      severity: 'error',
      from: { path: '^src/api/adapters/' },
      to: { path: '^src/', pathNot: '^src/api/' },
    },
    {
      name: 'store-not-to-tools',
      comment: 'The store (src/) ships to the browser: nothing from the sandbox, the build, scripts or contracts; of fixtures only the data files.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(sandbox|build|scripts|contracts|fixtures)/', pathNot: '^fixtures/data/[^/]+\\.json$' },
    },
    {
      name: 'sandbox-not-to-store',
      comment:
        'The sandbox is a server beside the store, not above or below it. It does not import the store, only the ' +
        'contract\'s types and, until the neutral shared folder lands (issue 27 part 4), the rule constants it shares ' +
        'with the store: machines/ (limits, messages, totals) and src/content/site.ts (the store\'s addresses its mails link to).',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^(src|build|scripts)/', pathNot: ['^src/api/generated/', '^src/content/site\\.ts$'] },
    },
    {
      name: 'sandbox-domain-not-to-http',
      comment: 'The domain takes plain values, never the request: it imports nothing from http/, hooks/, handlers/ or the app.',
      severity: 'error',
      from: { path: '^sandbox/(domain|db|lib)/' },
      to: { path: '^sandbox/(http/|hooks/|handlers/|app\\.ts$|server\\.ts$)' },
    },
    {
      name: 'sandbox-handlers-not-to-app',
      comment: 'Handlers and the request hooks are registered by the app; they do not reach back into it.',
      severity: 'error',
      from: { path: '^sandbox/(handlers|hooks|http)/' },
      to: { path: '^sandbox/(app|server)\\.ts$' },
    },
    {
      name: 'build-not-to-servers',
      comment: 'The build reads the store\'s page lists and early reads; it never starts or imports the sandbox or scripts.',
      severity: 'error',
      from: { path: '^build/' },
      to: { path: '^(sandbox|scripts|contracts)/' },
    },
    {
      name: 'fixtures-stand-alone',
      comment: 'Fixtures are data every side reads (sandbox seed, store, tests); they import none of them.',
      severity: 'error',
      from: { path: '^fixtures/' },
      to: { path: '^(src|machines|sandbox|build|scripts|contracts|tests|property-tests)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves to a file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a layer that needs another's types stands on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|reports|openapi/\\.bundled)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
