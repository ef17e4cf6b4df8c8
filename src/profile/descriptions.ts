// What each key of the profile means, its default and an example: the text of docs/profile.md and of the
// descriptions in schemas/profile.schema.json. Keyed by the dotted path of the key in the profile schema
// (src/profile/schema.ts); test/profile-docs.test.ts fails when a key of the schema has no entry here.
import { DEFAULT_API_KEY_HEADER, DEFAULT_FIXTURES_B, DEFAULT_MATERIAL_LINK, DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B, DEFAULT_TOKEN_PATH, LOAD_DEFAULTS } from '../defaults.ts';

export interface KeyDoc {
  description: string;
  /** The default, a value the key could hold. */
  default?: unknown;
  /** The default in words, when it is no value of the key. */
  defaultText?: string;
  example?: unknown;
}

const op = (name: string, text: string, dflt: string, example: unknown): KeyDoc => ({
  description: `${text} (\`${name}\`). "METHOD /path" or an object with \`method\`, \`path\` and \`headers\`; a \`{parameter}\` in the path travels in the path, one in a header value in that header, any other parameter in the query string. A placeholder must name a parameter of the operation.`,
  default: dflt,
  example,
});

export const PROFILE_KEY_DOCS: Record<string, KeyDoc> = {
  $schema: { description: 'The JSON Schema of the profile, for editors (completion, checks as you type). Ignored by the tool.', example: './node_modules/conformance/schemas/profile.schema.json' },
  '//': { description: 'A comment: any key starting with `//`, in any object of the profile, is ignored by the tool (JSON has no comments).', example: 'the staging gateway of the document holder' },
  a: { description: 'Interface A, the document holder under test. Used only when interface A is selected.' },
  'a.target': { description: 'Base URL of the document holder; `--target` overrides it. The operations\' paths are appended to it.', defaultText: 'none: without a target the embedded reference is tested', example: 'https://docs.example.com/api' },
  'a.apiKey': { description: 'The API key. Better given as `CONFORMANCE_API_KEY` (or `--api-key`), which win over it: a profile is easily shared.', defaultText: 'none', example: '…' },
  'a.apiKeyHeader': { description: 'The request header that carries the API key (part 5 lets the holder choose it); `--api-key-header` overrides it.', default: DEFAULT_API_KEY_HEADER, example: 'X-Docs-Key' },
  'a.operations': { description: 'Where each operation of interface A is served. Operations left out keep their default.' },
  'a.operations.createDocument': op('supplier-id', 'A1, create a document of a supplier; takes the parameter', DEFAULT_OPERATIONS_A.createDocument, { method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } }),
  'a.operations.replaceDocument': op('supplier-id', 'A2, replace the supplier\'s document of the same fileName; takes the parameter', DEFAULT_OPERATIONS_A.replaceDocument, 'PUT /documents/{supplier-id}'),
  'a.operations.queryDocuments': op('materialId, revision', 'A3, query the documents of a material; takes the parameters', DEFAULT_OPERATIONS_A.queryDocuments, 'GET /products/{materialId}/files'),
  'a.materialLink': { description: 'How a document is tied to a material: A1 and A2 send these metaData keys, and A3 must then find the document. When A3 finds none of the documents the run creates, the holder most likely uses other keys.' },
  'a.materialLink.materialKey': { description: 'The metaData key whose value names the material.', default: DEFAULT_MATERIAL_LINK.materialKey, example: 'product' },
  'a.materialLink.revisionKey': { description: 'The metaData key whose value names the material\'s revision.', default: DEFAULT_MATERIAL_LINK.revisionKey, example: 'productRevision' },
  b: { description: 'Interface B, the platform under test. Used only when interface B is selected.' },
  'b.target': { description: 'Base URL of the platform; `--target` overrides it.', defaultText: 'none: without a target the embedded reference is tested', example: 'https://platform.example.com' },
  'b.bearerToken': { description: 'A static access token, instead of the client-credentials grant. Better given as `CONFORMANCE_BEARER_TOKEN` (or `--bearer-token`).', defaultText: 'none', example: '…' },
  'b.oauth': { description: 'OAuth 2.0 client credentials grant (RFC 6749 4.4): the run gets its own tokens, and a fresh one shortly before a token expires (from `expires_in`, else a JWT\'s `exp`) or once when a 401 shows it expired. See "Authorization servers" below for Entra ID, Okta, Auth0 and Keycloak.' },
  'b.oauth.tokenUrl': { description: 'The token endpoint; `--token-url` overrides it.', defaultText: `the issuer's token_endpoint when b.oauth.issuer is given, else the target's origin + ${DEFAULT_TOKEN_PATH}`, example: 'https://platform.example.com/oauth/token' },
  'b.oauth.issuer': {
    description:
      'The authorization server\'s issuer identifier, instead of `tokenUrl`: the token endpoint and the client authentication methods it offers are read from `/.well-known/openid-configuration` at the issuer, else from `/.well-known/oauth-authorization-server` (RFC 8414); the metadata\'s `issuer` must equal it exactly. A method the metadata does not list is a setup error (exit 2). `--issuer` overrides it.',
    defaultText: 'none',
    example: 'https://login.example.com/realms/platform',
  },
  'b.oauth.clientId': { description: 'The client id; `CONFORMANCE_CLIENT_ID` and `--client-id` override it.', defaultText: 'none', example: 'my-integration' },
  'b.oauth.clientSecret': { description: 'The client secret, for `client_secret_basic` and `client_secret_post`. Better given as `CONFORMANCE_CLIENT_SECRET` (or `--client-secret`), which win over it.', defaultText: 'none', example: '…' },
  'b.oauth.scope': { description: 'The scope to request; `--scope` overrides it.', defaultText: 'none (no scope parameter is sent)', example: 'development-actions' },
  'b.oauth.authMethod': {
    description:
      'How the client authenticates to the token endpoint: `client_secret_basic` (HTTP Basic, RFC 6749 2.3.1), `client_secret_post` (id and secret in the form body), `private_key_jwt` (an assertion signed with `privateKeyFile`, RFC 7523; a fresh `jti` each time), `tls_client_auth` or `self_signed_tls_client_auth` (the client certificate of `b.tls` / `--cert`, RFC 8705; with an issuer, its `mtls_endpoint_aliases.token_endpoint` when it names one). Unset, the run starts with Basic and, when the endpoint answers `invalid_client` or 401, tries `client_secret_post` once, says so in one line, and keeps it for the rest of the run; set, only that method is used. `--auth-method` overrides it.',
    defaultText: 'client_secret_basic, with one try of client_secret_post (private_key_jwt when a key and no secret is given)',
    example: 'private_key_jwt',
  },
  'b.oauth.privateKeyFile': {
    description:
      'For `private_key_jwt`: the client\'s private key, a PEM file (PKCS #8, PKCS #1 or SEC 1, unencrypted) or a JSON file holding one JWK with its private part. A relative path is taken from the profile file\'s folder. `CONFORMANCE_CLIENT_KEY` (the key\'s text) and `--client-key` (a file) win over it. The key, its parts and every assertion are treated as secrets.',
    defaultText: 'none',
    example: './keys/client.pem',
  },
  'b.oauth.keyId': { description: 'The `kid` of the client assertion\'s header, which the authorization server uses to pick the public key; `--client-key-id` overrides it.', defaultText: 'the JWK\'s `kid`, else none', example: 'conformance-2026' },
  'b.oauth.algorithm': {
    description: 'The JWS algorithm of the client assertion (it must fit the key: RS*/PS* for RSA, ES256/ES384/ES512 for P-256/P-384/P-521, EdDSA for Ed25519).',
    defaultText: "the JWK's `alg`, else RS256 for RSA, the curve's ES algorithm, EdDSA for Ed25519",
    example: 'PS256',
  },
  'b.oauth.certificateFile': {
    description:
      'For `private_key_jwt`: the certificate of `privateKeyFile` (PEM; a relative path from the profile file\'s folder). Its SHA-1 and SHA-256 thumbprints go into the assertion\'s header as `x5t` and `x5t#S256`, for servers that pick the key by its certificate (Entra ID). It must belong to the key.',
    defaultText: 'none (no x5t)',
    example: './keys/client.crt',
  },
  'b.oauth.assertionAudience': {
    description: 'The `aud` of the client assertion (RFC 7523 3). Some servers want the issuer rather than the token endpoint (Auth0: `https://<tenant>/`).',
    defaultText: "the token endpoint's URL",
    example: 'https://tenant.example.com/',
  },
  'b.oauth.params': {
    description: 'Extra parameters of every token request: name -> value (`audience` for Auth0, `resource` for RFC 8707 resource indicators, anything a provider asks for). They may not replace `grant_type`, `scope` or the client\'s credentials.',
    defaultText: 'none',
    example: { audience: 'https://platform.example.com/api' },
  },
  'b.operations': { description: 'Where each operation of interface B is served. Operations left out keep their default.' },
  'b.operations.listActions': op('partner_company_ids, category_ids, …, limit, offset', 'B1, list development actions; takes the query parameters of part 4.2 B1', DEFAULT_OPERATIONS_B.listActions, 'GET /api/v2/actions'),
  'b.operations.createAction': op('none', 'B2, create a development action; takes no parameter', DEFAULT_OPERATIONS_B.createAction, 'POST /api/v2/actions'),
  'b.operations.getAction': op('id', 'B3, read one development action; takes the parameter', DEFAULT_OPERATIONS_B.getAction, 'GET /api/v2/actions/{id}'),
  'b.operations.updateAction': op('id', 'B4, partially update a development action; takes the parameter', DEFAULT_OPERATIONS_B.updateAction, 'PATCH /api/v2/actions/{id}'),
  'b.operations.deleteAction': op('id', 'B5, delete a development action; takes the parameter', DEFAULT_OPERATIONS_B.deleteAction, 'DELETE /api/v2/actions/{id}'),
  'b.fixtures': { description: 'Categories, users and companies the platform knows, from which the run builds valid actions.' },
  'b.fixtures.categoryIds': { description: 'Category ids (`categoryId` is required at creation).', default: DEFAULT_FIXTURES_B.categoryIds, example: [1, 2] },
  'b.fixtures.userIds': { description: 'User ids, for responsible users and task owners.', default: DEFAULT_FIXTURES_B.userIds, example: [1, 2, 3] },
  'b.fixtures.companyIds': { description: 'Company ids, for sharing.', default: DEFAULT_FIXTURES_B.companyIds, example: [1, 2] },
  'b.fixtures.benefits': {
    description:
      'A benefits object the platform is known to accept. Which benefit fields are required and which currency and unit values are allowed is not shown (part 2.2): when given, every generated action carries these benefits, so that a platform with stricter rules is still judged on everything else.',
    defaultText: 'none: amounts are sent with their ISO 4217 currency and the CO2 figure with its unit',
    example: { targetBenefitsSavings: 1000, targetBenefitsSavingsCurrency: 'EUR' },
  },
  load: { description: 'Bounds of the throttling phase (`--load`).' },
  'load.maxRequests': { description: 'Requests the burst may send at most; `--load-max-requests` overrides it.', default: LOAD_DEFAULTS.maxRequests, example: 5000 },
  'load.maxSeconds': { description: 'Seconds the burst may last at most; `--load-max-seconds` overrides it.', default: LOAD_DEFAULTS.maxSeconds, example: 5 },
  'load.connections': { description: 'Connections the burst opens.', default: LOAD_DEFAULTS.connections, example: 16 },
  baseline: {
    description:
      'The baseline of a CI gate: a file `conformance baseline <report.json>` wrote (or a JSON report itself). A failure it holds is reported as known and does not fail the run; a new one does; one of its failures that passes now is reported as fixed. `--baseline` overrides it; a relative path is taken from the profile file\'s folder.',
    defaultText: 'none: every failure fails the run',
    example: 'conformance-baseline.json',
  },
  failOn: { description: 'Which results fail the run: `must` (MUST failures) or `should` (warnings, SHOULD rules not met, too); `--fail-on` overrides it.', default: 'must', example: 'should' },
};

/** A whole profile, for the docs (checked against the schema by the test). */
export const EXAMPLE_PROFILE = {
  $schema: './node_modules/conformance/schemas/profile.schema.json',
  '//': 'a document holder behind a gateway, and a staging platform',
  a: {
    target: 'https://docs.example.com/api',
    apiKeyHeader: 'X-Docs-Key',
    operations: {
      createDocument: { method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
      replaceDocument: { method: 'PUT', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
      queryDocuments: 'GET /products/{materialId}/files',
    },
    materialLink: { materialKey: 'product', revisionKey: 'productRevision' },
  },
  b: {
    target: 'https://platform.example.com',
    oauth: { tokenUrl: 'https://platform.example.com/oauth/token', clientId: 'my-integration', authMethod: 'client_secret_post' },
    operations: { listActions: 'GET /v2/development-actions' },
    fixtures: { categoryIds: [1, 2], userIds: [1, 2, 3], companyIds: [1, 2] },
  },
};

/**
 * What to put where for the authorization servers platforms commonly sit behind, from their public
 * documentation: the section "Authorization servers" of docs/profile.md.
 */
export const AUTHORIZATION_SERVERS: string[] = [
  '## Authorization servers',
  '',
  'Interface B leaves the grant, the token address, the scopes and the lifetime open (part 5). The run uses the client credentials grant; `b.oauth.issuer` reads the token endpoint and the methods the server offers from its metadata, `b.oauth.authMethod` says how the client proves itself, `b.oauth.params` adds what a server asks for. `conformance doctor` shows the method in use, the endpoint found and the token\'s lifetime. Tokens are renewed shortly before they expire (`expires_in`, else a JWT\'s `exp`) and once after a 401.',
  '',
  '### Microsoft Entra ID',
  '',
  '- `issuer`: `https://login.microsoftonline.com/<tenant-id>/v2.0` (token endpoint `…/<tenant-id>/oauth2/v2.0/token`).',
  '- `scope`: the API\'s application ID URI followed by `/.default`, e.g. `api://<app-id>/.default`: the client credentials grant takes only `.default` scopes, and the token carries the application roles granted to the client.',
  '- `authMethod`: `client_secret_post` or `client_secret_basic` with a client secret; or `private_key_jwt` for a certificate credential: `privateKeyFile` the key, `certificateFile` the certificate uploaded to the app registration (Entra ID picks it by its thumbprint: the header carries `x5t` and `x5t#S256`), the assertion\'s `aud` the token endpoint `https://login.microsoftonline.com/<tenant-id>/oauth2/v2.0/token` (the default); Microsoft documents RS256 (`algorithm`; PS256 in some national clouds).',
  '',
  '### Okta',
  '',
  '- `issuer`: a custom authorization server, `https://<org>.okta.com/oauth2/<server-id>` (`default` for the default one); token endpoint `<issuer>/v1/token`. The org authorization server (`https://<org>.okta.com`) issues client credentials tokens for Okta\'s own APIs only, and only to `private_key_jwt` clients.',
  '- `scope`: a custom scope defined on that authorization server and allowed to the client by an access policy.',
  '- `authMethod`: `client_secret_basic` or `client_secret_post`, or `private_key_jwt` with the key whose public half is registered on the application (`keyId` its `kid`, needed once the application has more than one key); Okta refuses an assertion whose `aud` is not exactly the URL of the endpoint called: the token endpoint, the default.',
  '',
  '### Auth0',
  '',
  '- `issuer`: `https://<tenant>.<region>.auth0.com/` or the custom domain, with its trailing slash; token endpoint `<issuer>oauth/token`.',
  '- `params`: `{ "audience": "<the API identifier>" }` (required: it names the API the token is for); `scope` as granted to the machine-to-machine application.',
  '- `authMethod`: `client_secret_post` (the default of a machine-to-machine application) or `client_secret_basic`; `private_key_jwt` with a registered public key (`algorithm` as registered with the credential, `keyId` its `kid`), and then `assertionAudience`: `https://<tenant domain>/` or the custom domain, with the trailing slash. Auth0 takes assertions that live at most five minutes; the run\'s live one minute.',
  '',
  '### Keycloak',
  '',
  '- `issuer`: `https://<host>/realms/<realm>` (`https://<host>/auth/realms/<realm>` before version 17); token endpoint `<issuer>/protocol/openid-connect/token`.',
  '- The client: client authentication on, service accounts enabled (that is the client credentials grant); the platform\'s audience comes from an audience mapper, the lifetime from the realm\'s access token lifespan (5 minutes by default).',
  '- `authMethod` by the client\'s authenticator: "Client Id and Secret" → `client_secret_basic` or `client_secret_post`; "Signed Jwt" → `private_key_jwt` (`keyId` the key\'s `kid` in the client\'s JWKS or certificate); "X509 Certificate" → `tls_client_auth` with `--cert`/`--key` (Keycloak must see the TLS handshake, or a proxy must pass the certificate on).',
  '',
  '### Starting a profile with `conformance init`',
  '',
  'On a terminal, `init` asks for the issuer (empty: the token endpoint, by default the target\'s origin + `/oauth/token`), the client id and the client authentication method (empty: `authMethod` is left out, so the run starts with `client_secret_basic` and tries `client_secret_post` once); for `private_key_jwt` the key file and its `kid`, for `tls_client_auth` and `self_signed_tls_client_auth` the client certificate and its key. Without a terminal it takes the same from flags: `--issuer` or `--token-url`, `--client-id`, `--auth-method`, `--client-key`, `--client-key-id`, `--cert`, `--key`. Files are written as paths from the profile\'s folder (`b.oauth.privateKeyFile`, `b.tls.cert`, `b.tls.key`); no secret is ever written: the client secret comes from `CONFORMANCE_CLIENT_SECRET`, a key not in a file from `CONFORMANCE_CLIENT_KEY`.',
  '',
  '### In reproduction scripts',
  '',
  'The script of a failed check (`<output-dir>/reproduce/<check>.sh`) gets its own access token as the run got its own: the same token endpoint (the one read from the issuer\'s metadata is written out, so that the script asks the endpoint the run\'s token came from), `scope` and `params`, and the same client authentication:',
  '',
  '- `client_secret_basic`, `client_secret_post`: the secret from `CONFORMANCE_CLIENT_SECRET`, else from the profile when the run took it from there.',
  '- `private_key_jwt`: a fresh client assertion signed by `node` (node:crypto alone) with the run\'s algorithm, `kid`, `aud` and `x5t`; the key from `CONFORMANCE_CLIENT_KEY` when set, else from the file the run read (`CONFORMANCE_CLIENT_KEY_FILE` names another). The assertion is kept in the script\'s temporary folder, never printed.',
  '- `tls_client_auth`, `self_signed_tls_client_auth`: curl presents the `--cert`/`--key` files the run used, and sends the client id.',
  '',
  'The CA files of `--ca` (or `b.tls.ca`) are trusted for the token request, and `--insecure` becomes curl\'s `-k` there. A token request parameter whose value is among the run\'s secrets is read from `CONFORMANCE_TOKEN_PARAM_<n>`, which the script asks for. The script holds paths, ids and public values only: no secret, no key, no token.',
  '',
];
