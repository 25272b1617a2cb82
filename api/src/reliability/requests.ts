import type { InjectOptions } from 'fastify';
import { bearer, nextIp } from '../../test/app';
import type { App } from '../types';
import type { FixtureKey, Fixtures } from './fixtures';
import type { JsonSchema } from './json-schema-arbitrary';

export const API = '/api/v1';

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; summary?: string };
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One documented operation; key is "METHOD /path" under /api/v1 with OpenAPI's {param} syntax. */
export type Operation = {
  key: string;
  method: string;
  path: string;
  summary: string;
  /** Objects (type object, properties, required) built from the operation's parameters. */
  pathSchema: JsonSchema;
  querySchema: JsonSchema;
  headerSchema: JsonSchema;
  body?: JsonSchema;
};

function objectOf(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [fullPath, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const path = fullPath.startsWith(API) ? fullPath.slice(API.length) || '/' : fullPath;
      const parameters = op.parameters ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        pathSchema: objectOf(parameters.filter((p) => p.in === 'path')),
        querySchema: objectOf(parameters.filter((p) => p.in === 'query')),
        headerSchema: objectOf(parameters.filter((p) => p.in === 'header')),
        ...(op.requestBody?.content['application/json'] ? { body: op.requestBody.content['application/json'].schema } : {}),
      });
    }
  }
  return operations;
}

/** The parts of a request, before they are put on the wire. */
export type RequestParts = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
  /** Fields of a multipart/form-data body (uploads: the matrix sends the fields, never a file). */
  form?: Record<string, string>;
  /** A body sent as these bytes with a JSON content type (malformed JSON). */
  raw?: string;
};

const BOUNDARY = 'cf-reliability-boundary';

function multipartPayload(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

function payloadOf(parts: RequestParts): { payload?: string; contentType?: string } {
  if (parts.raw !== undefined) return { payload: parts.raw, contentType: 'application/json' };
  if (parts.form) return { payload: multipartPayload(parts.form), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  if (parts.body === undefined) return {};
  return { payload: JSON.stringify(parts.body), contentType: 'application/json' };
}

/** A lone surrogate cannot be URL-encoded (encodeURIComponent throws): it travels as U+FFFD, as a browser sends it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const asText = (value: unknown): string =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(LONE_SURROGATE, '\uFFFD');

/** The inject() options of a request: parameters URL-encoded, the body as JSON, a fresh client address. */
export function injectOptions(operation: Operation, parts: RequestParts, token: string | undefined): InjectOptions {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(asText(parts.path[name] ?? '')) || '%20');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item));
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.headers))
    if (value !== undefined) headers[name] = asText(value).replace(/[^\t\x20-\x7e]/g, '?');
  const search = query.toString();
  const { payload, contentType } = payloadOf(parts);
  return {
    method: operation.method as InjectOptions['method'],
    url: `${API}${url}${search ? `?${search}` : ''}`,
    headers: { ...headers, ...(token ? bearer(token) : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Which fixture a parameter or body field of this name points at, unless the route's declaration says. */
export const FIELD_FIXTURES: Record<string, FixtureKey> = {
  campaignId: 'campaign',
  slug: 'campaignSlug',
  investmentId: 'investment',
  documentId: 'document',
  requestId: 'accessRequest',
  sessionId: 'paymentSession',
  payInId: 'payIn',
  userId: 'investorAId',
  transactionId: 'investment',
  certificateId: 'certificate',
  statementId: 'statement',
  repaymentId: 'repayment',
  bankAccountId: 'achAccount',
};

/** Replaces fields named like a fixture (top level of objects) with that fixture's id. */
export function withFixtures(
  value: Record<string, unknown>,
  fixtures: Fixtures,
  overrides: Record<string, FixtureKey> = {},
  only?: Set<string>,
): Record<string, unknown> {
  const out = { ...value };
  for (const [name, key] of Object.entries({ ...FIELD_FIXTURES, ...overrides })) {
    if (only && !only.has(name)) continue;
    if (name in out || only) out[name] = fixtures.ids[key];
  }
  return out;
}

export type Sent = { status: number; body: string; url: string };

/** Sends one request through the app (no network) and keeps what the assertions need. */
export async function send(app: App, operation: Operation, parts: RequestParts, token: string | undefined): Promise<Sent> {
  const options = injectOptions(operation, parts, token);
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.body, url: String(options.url) };
}
