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

/** Headers a gateway or tenant wants on every request of an interface; their values are treated as secrets. */
const extraHeaders = (authHeader: string) => ({
  type: 'object',
  description:
    `Extra headers sent on every request of this interface (a gateway key, a tenant id): name -> value. ` +
    `They never replace the credential header (${authHeader}); values of 4 characters or more are treated as secrets ` +
    '(redacted in reports, `$CONFORMANCE_HEADER_<NAME>` in curl lines).',
  propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
  additionalProperties: { type: 'string', pattern: '^[^\\r\\n]*$' },
});

const pemFile = (what: string) => ({ type: 'string', minLength: 1, description: `${what} (PEM file; a relative path is taken from the profile file's folder)` });

/** A TLS client identity for a mutual-TLS gateway, and the CAs that sign the target's certificate. */
const clientTls = {
  type: 'object',
  description: 'TLS settings of this interface (token request included); --cert, --key and --ca override them.',
  additionalProperties: false,
  properties: {
    cert: pemFile('client certificate for mutual TLS'),
    key: pemFile("client certificate's private key (unencrypted)"),
    ca: pemFile("CA certificate(s) to trust for the target, besides the system's"),
  },
};
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
        headers: extraHeaders('the API key header'),
        tls: clientTls,
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
            issuer: url,
            clientId: { type: 'string', minLength: 1 },
            clientSecret: { type: 'string', minLength: 1 },
            scope: { type: 'string' },
            authMethod: { enum: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'tls_client_auth', 'self_signed_tls_client_auth'] },
            privateKeyFile: { type: 'string', minLength: 1 },
            keyId: { type: 'string', minLength: 1 },
            algorithm: { enum: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] },
            certificateFile: { type: 'string', minLength: 1 },
            assertionAudience: { type: 'string', minLength: 1 },
            params: {
              type: 'object',
              propertyNames: { pattern: '^[A-Za-z0-9_.:-]+$' },
              additionalProperties: { type: 'string' },
            },
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
        headers: extraHeaders('Authorization'),
        tls: clientTls,
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
    baseline: { type: 'string', minLength: 1 },
    failOn: { enum: ['must', 'should'] },
  },
} as const;
