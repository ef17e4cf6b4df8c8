// The layers of the tree and the directions imports may take between them, checked by
// test/architecture.test.ts in `npm test` (and by `npm run lint:deps`). The README's "Architecture"
// section is the same picture in words. From the bottom up:
//   the specification as data   schemas/ requirements/
//   the model of the spec       model/  (the stated behaviour as pure functions; imports only the spec)
//   the foundation              src/  (http, auth, profile, output, the engine: check model, runner, ledger)
//   what is built on it         generators/ suites/ reference/ reporters/ load/
//   the commands                commands/  (the composition of a run, certify, judge-client, simulate, cli, api)
// A layer imports only layers below it (and itself); no file imports itself back through others.
// Type-only imports count: a type is as much a dependency of the design as a value.
/** @type {import('dependency-cruiser').IConfiguration} */
const SPEC = '^(schemas|requirements)/';
const MODEL = '^model/';
const FOUNDATION = '^src/';
const BUILT = '^(generators|suites|reference|reporters|load)/';
const COMMANDS = '^commands/';
const SHIPPED = '^(schemas|requirements|model|src|generators|suites|reference|reporters|load|commands)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle has no bottom: move the shared piece (often a type) to a file both sides can import.',
      from: { path: SHIPPED },
      to: { circular: true },
    },
    {
      name: 'spec-is-data',
      severity: 'error',
      comment: 'The specification as data imports nothing of the code built on it.',
      from: { path: SPEC },
      to: { path: `${MODEL}|${FOUNDATION}|${BUILT}|${COMMANDS}` },
    },
    {
      name: 'model-imports-only-the-spec',
      severity: 'error',
      comment: 'model/ predicts what the specification states: it imports schemas/, requirements/ and plain types, never src, suites, reference, reporters, generators, load or commands (suites may import the model).',
      from: { path: MODEL },
      to: { path: '^(src|suites|reference|reporters|generators|load|commands)/' },
    },
    {
      name: 'foundation-imports-nothing-above',
      severity: 'error',
      comment: 'src/ is the foundation: the engine gets suites, reporters and targets from its caller.',
      from: { path: FOUNDATION },
      to: { path: `${BUILT}|${COMMANDS}` },
    },
    {
      name: 'built-layer-imports-no-command',
      severity: 'error',
      comment: 'Generators, suites, the reference, reporters and load know nothing of the commands that compose them.',
      from: { path: BUILT },
      to: { path: COMMANDS },
    },
    {
      name: 'http-knows-no-checks',
      severity: 'error',
      comment: 'src/http sends requests and records exchanges; it knows nothing of checks, credentials or profiles (only the files at the root of src/).',
      from: { path: '^src/http/' },
      to: { path: '^src/[^/]+/', pathNot: '^src/http/' },
    },
    {
      name: 'suites-know-no-reporters',
      severity: 'error',
      comment: 'A check yields a result; how it is shown is the reporters\' business.',
      from: { path: '^suites/' },
      to: { path: '^(reporters|reference)/' },
    },
    {
      name: 'generators-stand-alone',
      severity: 'error',
      comment: 'Generators draw values from the schemas; suites and the simulator use them, not the other way round.',
      from: { path: '^generators/' },
      to: { path: '^(suites|reference|reporters|load)/' },
    },
    {
      name: 'reference-stands-alone',
      severity: 'error',
      comment: 'The reference servers implement the specification; they must not share code with what judges them.',
      from: { path: '^reference/' },
      to: { path: '^(generators|suites|reporters|load)/' },
    },
    {
      name: 'reporters-read-no-generators-reference-or-load',
      severity: 'error',
      comment: 'Reporters render results (and the suites\' registries for the requirements view), nothing else of the layer.',
      from: { path: '^reporters/' },
      to: { path: '^(generators|reference|load)/' },
    },
    {
      name: 'load-uses-no-suites-reference-or-reporters',
      severity: 'error',
      comment: 'The load phase and the simulator send traffic from generators; the checks of the load phase use them, not the reverse.',
      from: { path: '^load/' },
      to: { path: '^(suites|reference|reporters)/' },
    },
    {
      name: 'shipped-code-uses-no-dev-dependency',
      severity: 'error',
      comment: 'What users install runs without devDependencies (type-only imports of @types are fine).',
      from: { path: SHIPPED },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: { path: SHIPPED },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|coverage|conformance-reports)/' },
    moduleSystems: ['es6', 'cjs'],
  },
};
