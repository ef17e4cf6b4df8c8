// `conformance openapi`: the OpenAPI 3.1 description of interface A and/or B as a profile maps them: each
// operation at its path, each parameter where it travels and under its name, the bodies from schemas/, the
// error body of part 7, the credentials of part 5 and, for B, 429 with Retry-After. The parts that carry a
// requirement of the catalogue name it in `x-conformance-requirement`. What the specification leaves open
// stays open: no enum, bound or required field beyond what it states.
import { schemaFor, type SchemaId } from '../../schemas/index.ts';
import type { JsonSchema } from '../../schemas/common/shape.ts';
import {
  DEFAULT_API_KEY_HEADER,
  DEFAULT_OPERATIONS_A,
  DEFAULT_OPERATIONS_B,
  DEFAULT_TOKEN_PATH,
  type OperationName,
  type OperationNameA,
  type OperationNameB,
} from '../../src/defaults.ts';
import { UsageError } from '../../src/errors.ts';
import { isCommentKey } from '../../src/profile/comments.ts';
import type { Profile } from '../../src/profile/load.ts';
import { headerParams, parseOperation, placeOf, type OperationSpec } from '../../src/profile/operations.ts';
import { OPERATION_LABELS, OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import { TOOL } from '../../src/version.ts';
import type { OpenApiDocument } from './load.ts';

export type Side = 'a' | 'b';

/** The extension naming the requirements of the catalogue a part of the description carries. */
export const REQUIREMENT_KEY = 'x-conformance-requirement';
/** The extension naming the operation(s) of the specification an OpenAPI operation serves. */
export const OPERATION_KEY = 'x-conformance-operation';
/** The extension naming the parameter of the specification an OpenAPI parameter carries. */
export const PARAMETER_KEY = 'x-conformance-parameter';

export const API_KEY_SCHEME = 'apiKey';
export const OAUTH_SCHEME = 'oauth2';

interface ParamDoc {
  schema: JsonSchema;
  description: string;
  required: boolean;
  requirements: string[];
}

const str = (description: string, requirements: string[] = [], extra: JsonSchema = {}): ParamDoc => ({ schema: { type: 'string', ...extra }, description, required: false, requirements });

/** Part 4: every parameter of every operation, with what the specification says of it and nothing more. */
const PARAMS: Record<string, ParamDoc> = {
  'supplier-id': { schema: { type: 'string' }, description: 'Identifier of the supplier the file relates to (part 4.1).', required: true, requirements: [] },
  materialId: { schema: { type: 'string' }, description: 'Identifier of the material (part 4.1 A3).', required: true, requirements: ['R-A3-material-id-required'] },
  revision: str('Revision number; when absent, the latest revision is returned (part 4.1 A3).', ['R-A3-revision-selects', 'R-A3-latest-revision-by-default']),
  id: { schema: { type: 'string' }, description: 'Development action id (part 4.2).', required: true, requirements: [] },
  partner_company_ids: str('Comma-separated list; limit to actions created by users of these partner companies.', ['R-B1-filter-partner-company-ids']),
  category_ids: str('Comma-separated list of category ids.', ['R-B1-filter-category-ids']),
  author_ids: str('Comma-separated list of author ids.', ['R-B1-filter-author-ids']),
  responsible_user_ids: str('Comma-separated list of responsible user ids.', ['R-B1-filter-responsible-user-ids']),
  statuses: str('Comma-separated list of statuses.', ['R-B1-filter-statuses']),
  created_at_from: str('Created at from.', ['R-B1-filter-created-at'], { format: 'date-time' }),
  created_at_to: str('Created at to.', ['R-B1-filter-created-at'], { format: 'date-time' }),
  edited_at_from: str('Edited at from.', ['R-B1-filter-edited-at'], { format: 'date-time' }),
  edited_at_to: str('Edited at to.', ['R-B1-filter-edited-at'], { format: 'date-time' }),
  expand: str('Related entities to include; values: tasks, files, comments, history.', ['R-B1-expand-values']),
  direction: str('Which actions: sent, received or all.', ['R-B1-direction-default-all', 'R-B1-direction-sent-received'], { enum: ['sent', 'received', 'all'], default: 'all' }),
  search: str('Free-text search.', ['R-B1-search']),
  sortingColumn: str('Column to sort by.', ['R-B1-sorting'], { enum: ['createdTime', 'editTime', 'deadline'] }),
  sortingDirection: str('Sorting direction.', ['R-B1-sorting'], { enum: ['asc', 'desc'] }),
  limit: { schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 }, description: 'Number of records returned, 1 to 1000.', required: false, requirements: ['R-B1-limit', 'R-B1-limit-range', 'R-B1-limit-default-100'] },
  offset: { schema: { type: 'integer', default: 0 }, description: 'Items skipped before results.', required: false, requirements: ['R-B1-offset', 'R-B1-offset-default-0'] },
};

interface OperationDoc {
  side: Side;
  summary: string;
  requirements: string[];
  /** Requirements of the parameters' placement, by parameter. */
  placement?: Record<string, string[]>;
  request?: SchemaId;
  /** Success: the status (or range) and the body's schema, when the specification shows one. */
  success: { status: string; description: string; schema?: SchemaId; requirements: string[] };
}

const OPERATIONS: Record<OperationName, OperationDoc> = {
  createDocument: {
    side: 'a',
    summary: 'A1. Create a document linked to a supplier',
    requirements: ['R-A1-creates-document', 'R-A1-path'],
    placement: { 'supplier-id': ['R-A1-supplier-id-required', 'R-A1-supplier-id-placement'] },
    request: 'interface-a/documentBody',
    success: { status: '2XX', description: 'Created (part 4 names 200 and 201); the body is not shown.', requirements: ['R-A1-response-body', 'R-A1-create-answers-201'] },
  },
  replaceDocument: {
    side: 'a',
    summary: 'A2. Replace an existing file of a supplier',
    requirements: ['R-A2-replaces-file', 'R-A2-path', 'R-A2-replacement-takes-effect'],
    placement: { 'supplier-id': ['R-A2-supplier-id-required', 'R-A2-supplier-id-placement'] },
    request: 'interface-a/documentBody',
    success: { status: '2XX', description: 'Replaced; the body is not shown.', requirements: ['R-A2-response-body'] },
  },
  queryDocuments: {
    side: 'a',
    summary: 'A3. Query documents related to a material/product',
    requirements: ['R-A3-documents-of-material', 'R-A3-path', 'R-A3-parameter-placement'],
    success: { status: '200', description: 'The documents of the material.', schema: 'interface-a/documentQueryResponse', requirements: ['R-A3-data-array'] },
  },
  listActions: {
    side: 'b',
    summary: 'B1. Query development actions',
    requirements: ['R-B1-path', 'R-B1-parameters-optional'],
    success: { status: '200', description: 'The actions found and the page information.', schema: 'interface-b/actionList', requirements: ['R-B1-response-body', 'R-B1-paging-fields'] },
  },
  createAction: {
    side: 'b',
    summary: 'B2. Create a development action',
    requirements: ['R-B2-path', 'R-B2-request-body', 'R-B2-invalid-request-400'],
    request: 'interface-b/actionCreate',
    success: { status: '2XX', description: 'Created (part 4 names 200 and 201); the body is not shown.', requirements: ['R-B2-response-body', 'R-B2-create-answers-201'] },
  },
  getAction: {
    side: 'b',
    summary: 'B3. Get a single development action',
    requirements: ['R-B3-path', 'R-B3-returns-action'],
    placement: { id: ['R-B3-id-required'] },
    success: { status: '200', description: 'The development action with all data.', schema: 'interface-b/action', requirements: ['R-B3-detail-arrays'] },
  },
  updateAction: {
    side: 'b',
    summary: 'B4. Partially update a development action',
    requirements: ['R-B4-path', 'R-B4-patch-fields-to-change'],
    placement: { id: ['R-B4-id-required'] },
    request: 'interface-b/actionPatch',
    success: { status: '200', description: 'The development action.', schema: 'interface-b/action', requirements: ['R-B4-answers-action'] },
  },
  deleteAction: {
    side: 'b',
    summary: 'B5. Delete a development action',
    requirements: ['R-B5-path', 'R-B5-deletes-permanently'],
    placement: { id: ['R-B5-id-required'] },
    success: { status: '200', description: 'Deletion confirmed.', schema: 'interface-b/deleteResponse', requirements: ['R-B5-answers-message'] },
  },
};

export const OPERATION_METHODS: Record<OperationName, string> = {
  createDocument: 'POST',
  replaceDocument: 'PUT',
  queryDocuments: 'GET',
  listActions: 'GET',
  createAction: 'POST',
  getAction: 'GET',
  updateAction: 'PATCH',
  deleteAction: 'DELETE',
};

export const NAMES: Record<Side, OperationName[]> = {
  a: Object.keys(DEFAULT_OPERATIONS_A) as OperationNameA[],
  b: Object.keys(DEFAULT_OPERATIONS_B) as OperationNameB[],
};

/** The operations of one side as the profile places them (defaults for those it leaves out). */
export function operationsOf(profile: Profile, side: Side): Record<string, OperationSpec> {
  const defaults: Record<string, string> = side === 'a' ? DEFAULT_OPERATIONS_A : DEFAULT_OPERATIONS_B;
  const given = profile[side]?.operations ?? {};
  const out: Record<string, OperationSpec> = {};
  for (const name of NAMES[side]) out[name] = parseOperation(given[name] ?? defaults[name]);
  for (const key of Object.keys(given)) if (!isCommentKey(key) && !(key in out)) throw new UsageError(`profile: ${side}.operations.${key} is no operation of interface ${side.toUpperCase()}`);
  return out;
}

/** Component name of a registered schema: its id's last segment (they are unique across schemas/). */
const componentName = (id: string) => id.slice(id.lastIndexOf('/') + 1);

/** A registered schema as an OpenAPI 3.1 component: no `$id`, its relative `$ref`s pointing at components. */
function component(id: SchemaId): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$id') continue;
      if (k === '$ref' && typeof v === 'string') {
        const target = new URL(v, `x:/${id}`).pathname.slice(1);
        out.$ref = `#/components/schemas/${componentName(target)}`;
      } else out[k] = walk(v);
    }
    return out;
  };
  return walk(schemaFor(id)) as JsonSchema;
}

/** Every registered schema a set of roots refers to, roots included. */
function closure(roots: SchemaId[]): SchemaId[] {
  const seen = new Set<SchemaId>();
  const visit = (id: SchemaId) => {
    if (seen.has(id)) return;
    seen.add(id);
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string') refs.push(new URL(v, `x:/${id}`).pathname.slice(1));
          else walk(v);
        }
      }
    };
    walk(schemaFor(id));
    for (const r of refs) visit(r as SchemaId);
  };
  roots.forEach(visit);
  return [...seen].sort();
}

const schemaRef = (id: SchemaId) => ({ $ref: `#/components/schemas/${componentName(id)}` });

const ERROR_RESPONSE = 'Error';
const THROTTLED_RESPONSE = 'TooManyRequests';

function parameterOf(name: OperationName, op: OperationSpec, param: string, shared: string[] | undefined): Record<string, unknown> {
  const doc = PARAMS[param];
  const place = placeOf(op, param);
  const where = place === 'header' ? (headerParams(op).get(param) as string) : param;
  const placement = OPERATIONS[name].placement?.[param] ?? [];
  const requirements = [...new Set([...doc.requirements, ...placement])];
  // A path parameter is always required (OpenAPI); one shared by operations that differ on it is not.
  const required = place === 'path' || (doc.required && shared === undefined);
  const description = shared && doc.required ? `${doc.description} Required by ${shared.join(', ')}.` : doc.description;
  return {
    name: where,
    in: place,
    required,
    description,
    schema: doc.schema,
    [PARAMETER_KEY]: param,
    ...(requirements.length ? { [REQUIREMENT_KEY]: requirements } : {}),
  };
}

function errorResponses(side: Side, name: OperationName): Record<string, unknown> {
  const ref = { $ref: `#/components/responses/${ERROR_RESPONSE}` };
  const out: Record<string, unknown> = { '400': ref, '401': ref };
  if (OPERATION_PARAMS[name].some((p) => PARAMS[p].required)) out['404'] = ref;
  if (side === 'b') out['429'] = { $ref: `#/components/responses/${THROTTLED_RESPONSE}` };
  out['500'] = ref;
  return out;
}

/**
 * One OpenAPI operation for one or several operations of the specification (a profile may serve two on the
 * same method and path, telling them apart by a query parameter: OpenAPI keeps one operation there).
 */
function operationObject(side: Side, names: OperationName[], ops: Record<string, OperationSpec>): Record<string, unknown> {
  const docs = names.map((n) => OPERATIONS[n]);
  const params = new Map<string, Record<string, unknown>>();
  for (const name of names) {
    for (const p of OPERATION_PARAMS[name]) {
      if (params.has(p)) continue;
      const sharedBy = names.length > 1 ? names.filter((n) => OPERATION_PARAMS[n].includes(p)) : undefined;
      params.set(p, parameterOf(name, ops[name], p, sharedBy && sharedBy.length < names.length ? sharedBy : undefined));
    }
  }
  const responses: Record<string, unknown> = {};
  // Operations sharing a status share its response: one body or the other (anyOf), each named.
  for (const status of new Set(docs.map((d) => d.success.status))) {
    const same = docs.filter((d) => d.success.status === status);
    const bodies = same.flatMap((d) => (d.success.schema ? [schemaRef(d.success.schema)] : []));
    responses[status] = {
      description: same.map((d) => (same.length > 1 ? `${d.summary.slice(0, 2)}: ${d.success.description}` : d.success.description)).join(' '),
      ...(bodies.length ? { content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { anyOf: bodies } } } } : {}),
      [REQUIREMENT_KEY]: [...new Set(same.flatMap((d) => d.success.requirements))],
    };
  }
  Object.assign(responses, errorResponses(side, names.find((n) => OPERATION_PARAMS[n].some((p) => PARAMS[p].required)) ?? names[0]));
  const request = docs.find((d) => d.request)?.request;
  return {
    operationId: names.join('_'),
    summary: docs.map((d) => d.summary).join('; '),
    ...(names.length > 1 ? { description: `Serves ${names.map((n) => `${OPERATION_LABELS[n]} (${n})`).join(' and ')}: the parameters tell them apart.` } : {}),
    [OPERATION_KEY]: names,
    [REQUIREMENT_KEY]: [...new Set(docs.flatMap((d) => d.requirements))],
    ...(params.size ? { parameters: [...params.values()] } : {}),
    ...(request ? { requestBody: { required: true, content: { 'application/json': { schema: schemaRef(request) } } } } : {}),
    responses,
  };
}

export interface DescribeOptions {
  sides: Side[];
}

/** The OpenAPI 3.1 document of the selected interfaces as the profile maps them. */
export function describeProfile(profile: Profile, { sides }: DescribeOptions): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const securitySchemes: Record<string, unknown> = {};
  const roots: SchemaId[] = ['common/errorBody'];
  for (const side of sides) {
    const ops = operationsOf(profile, side);
    // Operations on the same method and path become one OpenAPI operation.
    const groups = new Map<string, OperationName[]>();
    for (const name of NAMES[side]) {
      const key = `${ops[name].method} ${ops[name].path}`;
      groups.set(key, [...(groups.get(key) ?? []), name]);
    }
    const target = profile[side]?.target;
    for (const names of groups.values()) {
      const op = ops[names[0]];
      const item = (paths[op.path] ??= {});
      if (item.__side !== undefined && item.__side !== side) {
        throw new UsageError(`interfaces A and B both serve ${op.path}: describe one of them at a time (--interface a or --interface b)`);
      }
      Object.defineProperty(item, '__side', { value: side, enumerable: false, configurable: true });
      if (target && sides.length > 1) item.servers = [{ url: target, description: `interface ${side.toUpperCase()}` }];
      item[op.method.toLowerCase()] = operationObject(side, names, ops);
      for (const n of names) {
        const d = OPERATIONS[n];
        if (d.request) roots.push(d.request);
        if (d.success.schema) roots.push(d.success.schema);
      }
    }
    if (side === 'a') {
      securitySchemes[API_KEY_SCHEME] = {
        type: 'apiKey',
        in: 'header',
        name: profile.a?.apiKeyHeader ?? DEFAULT_API_KEY_HEADER,
        description: 'Interface A: the API key in a request header whose name the holder chooses (part 5).',
        [REQUIREMENT_KEY]: ['R-A-api-key-header', 'R-A-api-key-header-configuration'],
      };
    } else {
      const oauth = profile.b?.oauth;
      const tokenUrl = oauth?.tokenUrl ?? (profile.b?.target ? `${new URL(profile.b.target).origin}${DEFAULT_TOKEN_PATH}` : DEFAULT_TOKEN_PATH);
      securitySchemes[OAUTH_SCHEME] = {
        type: 'oauth2',
        description: 'Interface B: OAuth 2.0 (part 5); the client credentials grant is what the tool uses.',
        flows: { clientCredentials: { tokenUrl, scopes: oauth?.scope ? Object.fromEntries(oauth.scope.split(/\s+/).filter(Boolean).map((s) => [s, `scope ${s}`])) : {} } },
        [REQUIREMENT_KEY]: ['R-B-oauth2'],
      };
    }
  }
  // Security per operation: each side has its own scheme.
  for (const item of Object.values(paths)) {
    const side = (item as { __side?: Side }).__side;
    for (const [method, op] of Object.entries(item)) {
      if (method === 'servers') continue;
      const scope = profile.b?.oauth?.scope;
      (op as Record<string, unknown>).security = side === 'a' ? [{ [API_KEY_SCHEME]: [] }] : [{ [OAUTH_SCHEME]: scope ? scope.split(/\s+/).filter(Boolean) : [] }];
    }
  }
  const schemas = Object.fromEntries(closure(roots).map((id) => [componentName(id), component(id)]));
  const single = sides.length === 1 ? profile[sides[0]]?.target : undefined;
  const title = sides.length === 2 ? 'Interfaces A (document sharing) and B (V2 development actions)' : sides[0] === 'a' ? 'Interface A: document sharing' : 'Interface B: V2 development actions';
  return {
    openapi: '3.1.0',
    info: {
      title,
      version: TOOL.version,
      description: `Written by ${TOOL.name} ${TOOL.version} from a profile. What the specification leaves open is left open here.`,
    },
    ...(single ? { servers: [{ url: single }] } : {}),
    paths: Object.fromEntries(Object.entries(paths).map(([p, item]) => [p, { ...item }])),
    components: {
      schemas,
      responses: {
        [ERROR_RESPONSE]: {
          description: 'The request failed; details in the body (part 7).',
          content: { 'application/json': { schema: schemaRef('common/errorBody') } },
          [REQUIREMENT_KEY]: ['R-B-not-found-error-body', 'R-A-not-found-404'],
        },
        ...(sides.includes('b')
          ? {
              [THROTTLED_RESPONSE]: {
                description: 'Too many requests; Retry-After says when to retry (parts 7 and 8).',
                headers: { 'Retry-After': { required: true, description: 'When to retry: seconds or an HTTP date.', schema: { type: 'string' } } },
                content: { 'application/json': { schema: schemaRef('common/errorBody') } },
                [REQUIREMENT_KEY]: ['R-B-throttled-429-retry-after', 'R-B-throttled-error-body', 'R-B-throttling'],
              },
            }
          : {}),
      },
      securitySchemes,
    },
  };
}
