// JSON Schema (draft-07) of `conformance-report.json`. The contract says the report "holds at
// least" its fields, so objects stay open to new properties; what is listed here may not change
// meaning. Formats are left out on purpose: a consumer can validate with plain Ajv, no plugins.

const headers = { type: 'object', additionalProperties: { type: 'string' } } as const;
const count = { type: 'integer', minimum: 0 } as const;
const interfaceId = { enum: ['a', 'b'] } as const;
/** A resource the cleanup did not delete, and why. */
const resourceWithReason = {
  type: 'object',
  required: ['interface', 'id', 'reason'],
  properties: { interface: interfaceId, id: { type: 'string' }, reason: { type: 'string' } },
} as const;

const request = {
  type: 'object',
  required: ['method', 'url', 'headers'],
  properties: {
    method: { type: 'string', minLength: 1 },
    url: { type: 'string' },
    headers,
    body: { type: 'string' },
    bodyBytes: count,
  },
} as const;

const response = {
  type: 'object',
  required: ['status', 'headers', 'bodyBytes', 'timeMs'],
  properties: {
    status: { type: 'integer', minimum: 100, maximum: 999 },
    headers,
    body: { type: 'string' },
    bodyBytes: count,
    truncated: { type: 'boolean' },
    timeMs: { type: 'number', minimum: 0 },
  },
} as const;

const check = {
  type: 'object',
  required: ['id', 'interface', 'level', 'status', 'specRef', 'message', 'evidence'],
  properties: {
    /** `<operation>.<rule-in-kebab-case>`, operation `A1`…`A3`, `B1`…`B5`, `A` or `B`. */
    id: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*\\.[a-z0-9]+(-[a-z0-9]+)*$' },
    interface: interfaceId,
    operation: { type: 'string' },
    title: { type: 'string' },
    level: { enum: ['MUST', 'SHOULD'] },
    status: { enum: ['passed', 'failed', 'warning', 'skipped'] },
    specRef: { type: 'string', minLength: 1 },
    message: { type: 'string' },
    durationMs: { type: 'number', minimum: 0 },
    evidence: {
      type: 'object',
      properties: {
        request,
        response,
        error: { type: 'string' },
        exchanges: count,
        /** Every exchange of the chain that shows the failure (bounded; `chainCut` says what was left out). */
        chain: { type: 'array', items: { type: 'object', required: ['request'], properties: { request, response, error: { type: 'string' } } } },
        chainCut: { type: 'string' },
      },
    },
    /** A shell script of the failing chain, or a curl line for a single request. */
    reproduce: { type: 'string' },
    reproduceFile: { type: 'string' },
    /** Flags of `conformance run` that replay the failure. */
    replay: { type: 'array', items: { type: 'string' } },
    /** The operations (A1..B5) a failed check's verdict stood on, its shared data included. */
    dependsOn: { type: 'array', items: { type: 'string' } },
    /** The failed check that probably caused this failure: it judges an operation this check stood on. */
    causedBy: { type: 'object', required: ['check', 'operation'], properties: { check: { type: 'string' }, operation: { type: 'string' } } },
    property: {
      type: 'object',
      required: ['seed', 'path', 'counterexample', 'numRuns'],
      properties: {
        seed: { type: 'integer' },
        path: { type: 'string' },
        counterexample: { type: 'string' },
        numRuns: count,
        shrinks: count,
      },
    },
    requests: count,
    retries: count,
  },
} as const;

export const reportSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'conformance report',
  type: 'object',
  required: ['tool', 'seed', 'runs', 'startedAt', 'targets', 'interfaces', 'summary', 'checks', 'exitCode'],
  properties: {
    tool: {
      type: 'object',
      required: ['name', 'version'],
      properties: { name: { type: 'string', minLength: 1 }, version: { type: 'string', minLength: 1 } },
    },
    seed: { type: 'integer' },
    runs: { type: 'integer', minimum: 1 },
    startedAt: { type: 'string' },
    targets: { type: 'object', propertyNames: interfaceId, additionalProperties: { type: 'string' } },
    embedded: { type: 'boolean' },
    interfaces: { type: 'array', items: interfaceId, uniqueItems: true },
    planned: count,
    summary: {
      type: 'object',
      required: ['passed', 'failed', 'warnings', 'skipped'],
      properties: {
        passed: count,
        failed: count,
        warnings: count,
        skipped: count,
        durationMs: { type: 'number', minimum: 0 },
        requests: count,
        retries: count,
        cpuMs: { type: 'number', minimum: 0 },
      },
    },
    checks: { type: 'array', items: check },
    cleanup: {
      type: 'object',
      required: ['created', 'deleted', 'leftBehind'],
      properties: {
        created: count,
        deleted: count,
        undeletable: count,
        kept: {
          type: 'array',
          items: {
            type: 'object',
            required: ['interface', 'id', 'check'],
            properties: { interface: interfaceId, id: { type: 'string' }, check: { type: 'string' } },
          },
        },
        leftBehind: {
          type: 'array',
          items: resourceWithReason,
        },
        /** Ids a create answered with that read back as records the run did not make: never written to or deleted. */
        notOurs: {
          type: 'array',
          items: resourceWithReason,
        },
      },
    },
    interrupted: { type: 'boolean' },
    /** A bound ended the run early; the checks it kept from finishing are skipped with `reason`. */
    stopped: {
      type: 'object',
      required: ['kind', 'reason'],
      properties: { kind: { enum: ['max-time', 'unresponsive', 'max-failures'] }, reason: { type: 'string' } },
    },
    /** The configuration the run used, secrets as `<redacted>`. */
    profile: { type: 'object' },
    /** Per interface, how each operation was placed: method, path, and the parameters in path or header. */
    operations: {
      type: 'object',
      propertyNames: interfaceId,
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          required: ['operation', 'name', 'method', 'path', 'params'],
          properties: {
            operation: { type: 'string' },
            name: { type: 'string' },
            method: { type: 'string' },
            path: { type: 'string' },
            params: {
              type: 'array',
              items: {
                type: 'object',
                required: ['name', 'in'],
                properties: { name: { type: 'string' }, in: { enum: ['path', 'header'] }, header: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    exitCode: { type: 'integer', minimum: 0 },
    /**
     * The gate that decided `exitCode`: the policy (`--fail-on`), and with a baseline the checks it held (known,
     * not failing the run), those it did not (new) and its entries that pass now (fixed). Absent in reports of
     * earlier versions.
     */
    gate: {
      type: 'object',
      required: ['failOn', 'new', 'known', 'fixed'],
      properties: {
        failOn: { enum: ['must', 'should'] },
        baseline: {
          type: 'object',
          required: ['file', 'kind', 'entries'],
          properties: { file: { type: 'string' }, kind: { enum: ['baseline', 'report'] }, entries: count },
        },
        new: { type: 'array', items: { type: 'string' } },
        known: { type: 'array', items: { type: 'string' } },
        fixed: {
          type: 'array',
          items: {
            type: 'object',
            required: ['check', 'requirements', 'operation', 'level'],
            properties: {
              check: { type: 'string' },
              requirements: { type: 'array', items: { type: 'string' } },
              operation: { type: 'string' },
              level: { enum: ['MUST', 'SHOULD'] },
              status: { enum: ['failed', 'warning'] },
              reason: { type: 'string' },
            },
          },
        },
      },
    },
    /** The requirement catalogue of the run's interfaces with what this run made of each. */
    requirements: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'part', 'level', 'text', 'status', 'checks'],
        properties: {
          id: { type: 'string' },
          part: { type: 'string' },
          level: { enum: ['MUST', 'SHOULD', 'OPEN'] },
          text: { type: 'string' },
          status: { enum: ['passed', 'failed', 'warned', 'not-covered'] },
          checks: {
            type: 'array',
            items: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'string' }, status: { enum: ['passed', 'failed', 'warning', 'skipped', 'not-run'] } } },
          },
          uncheckable: { type: 'string' },
        },
      },
    },
  },
} as const;
