/**
 * The import boundaries of the house (`pnpm lint:boundaries`, part of `pnpm test`): each remote and
 * each service stands alone, shared packages know no app, features do not reach into each other, and
 * what runs in production never imports development or test tooling.
 */
const tests = '(\\.test\\.tsx?$|/test-app\\.ts$|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-to-remote',
      comment: 'A remote never imports another remote: they are built and deployed apart.',
      severity: 'error',
      from: { path: '^mfe-([^/]+)/' },
      to: { path: '^mfe-', pathNot: '^mfe-$1/' },
    },
    {
      name: 'shell-and-remotes-apart',
      comment: 'The shell loads remotes at run time only; remotes never import the shell.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+)/' },
      to: { path: '^(shell|mfe-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'service-to-service',
      comment: 'A service never imports another service; what they share lives in services/kit.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/($1|kit)/' },
    },
    {
      name: 'back-end-to-front-end',
      comment: 'Services know nothing of the front end.',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^(shell|mfe-[^/]+)/' },
    },
    {
      name: 'shared-to-apps',
      comment: 'Shared packages are used by the apps and know none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|mfe-[^/]+|services)/' },
    },
    {
      name: 'feature-to-feature',
      comment: 'Features depend on shared code, never on each other (bulletproof-react).',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'production-to-tooling',
      comment: 'Service code that runs in production imports neither development nor test tooling.',
      severity: 'error',
      // The tooling itself may share pieces (the development servers' log files).
      from: { path: '^services/[^/]+/src/', pathNot: [tests, '^services/kit/src/dev/'] },
      to: { path: '^services/([^/]+/dev|kit/src/(dev|testing))/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser; swc parses TypeScript and TSX.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tools|\\.data|\\.results)/' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
