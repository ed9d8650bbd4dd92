/** Import boundaries (ARCHITECTURE.md "Layout"): checked by `npm run check`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds contracts and pure rules; it must not import server or web code.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-stay-apart',
      comment: 'A web feature must not import another feature (app -> features -> shared).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-does-not-reach-up',
      comment: 'Shared web code (components, lib) must not depend on features or the app layer.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-and-web-apart',
      comment: 'The server and the web app only share code through packages/domain.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'only-repositories-mark-records-visible',
      comment:
        'A VisibleRecord is made only by a scoped finder in a repository (issue 9); other code takes the type, not the maker.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '(\\.repository\\.ts|\\.test\\.ts)$' },
      to: { path: '^apps/server/src/lib/visible-record\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sql-lives-in-repositories',
      comment:
        'Only repositories (and the database, seed, jobs and test plumbing) build queries; services and routes call repositories.',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        pathNot:
          '(\\.repository\\.ts|\\.test\\.ts|test-factories\\.ts|test-records\\.ts|search-sql\\.ts|filter-sql\\.ts)$',
      },
      to: {
        path: '(node_modules/drizzle-orm/|^apps/server/src/db/schema/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(dist|migrations)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
