// The JSON Schema of the profile (`--config`). Unknown keys are refused: a misspelt key would otherwise be
// ignored silently and the run would test something other than what the user meant.

const operation = {
  anyOf: [
    { type: 'string', pattern: '^\\s*[A-Za-z]+\\s+/\\S*\\s*$' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['method', 'path'],
      properties: {
        method: { type: 'string', pattern: '^[A-Za-z]+$' },
        path: { type: 'string', pattern: '^/' },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  ],
};

const url = { type: 'string', pattern: '^https?://' };
const idList = { type: 'array', minItems: 1, items: { type: 'integer' } };

export const profileSchema = {
  $id: 'conformance-profile',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    a: {
      type: 'object',
      additionalProperties: false,
      properties: {
        target: url,
        apiKey: { type: 'string', minLength: 1 },
        apiKeyHeader: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
        operations: {
          type: 'object',
          additionalProperties: false,
          properties: { createDocument: operation, replaceDocument: operation, queryDocuments: operation },
        },
        materialLink: {
          type: 'object',
          additionalProperties: false,
          properties: { materialKey: { type: 'string', minLength: 1 }, revisionKey: { type: 'string', minLength: 1 } },
        },
      },
    },
    b: {
      type: 'object',
      additionalProperties: false,
      properties: {
        target: url,
        bearerToken: { type: 'string', minLength: 1 },
        oauth: {
          type: 'object',
          additionalProperties: false,
          properties: {
            tokenUrl: url,
            clientId: { type: 'string', minLength: 1 },
            clientSecret: { type: 'string', minLength: 1 },
            scope: { type: 'string' },
            authMethod: { enum: ['client_secret_basic', 'client_secret_post'] },
          },
        },
        operations: {
          type: 'object',
          additionalProperties: false,
          properties: {
            listActions: operation,
            createAction: operation,
            getAction: operation,
            updateAction: operation,
            deleteAction: operation,
          },
        },
        fixtures: {
          type: 'object',
          additionalProperties: false,
          properties: {
            categoryIds: idList,
            userIds: idList,
            companyIds: idList,
            // A benefits object the target is known to take (part 2.2 leaves required fields and values open).
            benefits: { type: 'object' },
          },
        },
      },
    },
    load: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxRequests: { type: 'integer', minimum: 1 },
        maxSeconds: { type: 'number', exclusiveMinimum: 0 },
        connections: { type: 'integer', minimum: 1, maximum: 1000 },
      },
    },
  },
} as const;
