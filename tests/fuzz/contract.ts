// docs/openapi.yaml as the fuzz suite reads it: every operation (method, the path the server
// answers it at, its documented answers), and the check of one answer against it: never a 5xx, a
// status the operation documents, and an error body of the documented shape.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { parse } from 'yaml';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/openapi.yaml');

type Node = Record<string, unknown>;

export interface Operation {
  id: string;
  method: string;
  /** The path as documented (`/submissions/{id}`). */
  path: string;
  /** The path the server answers at: the document's server (`/api`, or `/` where a path says). */
  served: string;
  responses: Node;
  /** The query parameters it documents. */
  query: string[];
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

export const openApi = (): Node => parse(readFileSync(DOC, 'utf8')) as Node;

function deref(doc: Node, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Node>((at, key) => at[key] as Node, doc);
}

export function operations(doc = openApi()): Operation[] {
  const base = ((doc.servers as Node[])[0]!.url as string).replace(/\/$/, '');
  return Object.entries(doc.paths as Record<string, Node>).flatMap(([route, item]) => {
    const servers = item.servers as Node[] | undefined;
    const root = servers ? (servers[0]!.url as string).replace(/\/$/, '') : base;
    return METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method] as Node;
      const responses = Object.fromEntries(
        Object.entries(op.responses as Node).map(([status, answer]) => [status, deref(doc, answer as Node)]),
      );
      const parameters = [...((item.parameters as Node[]) ?? []), ...((op.parameters as Node[]) ?? [])];
      const query = parameters
        .map((parameter) => deref(doc, parameter))
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name as string);
      return {
        id: op.operationId as string,
        method: method.toUpperCase(),
        path: route,
        served: root + route,
        responses,
        query,
      };
    });
  });
}

export function operation(id: string, doc = openApi()): Operation {
  const found = operations(doc).find((op) => op.id === id);
  if (!found) throw new Error(`docs/openapi.yaml has no operation ${id}`);
  return found;
}

const ERROR_CODES = (doc: Node) =>
  ((doc.components as Node).schemas as Record<string, Node>).Error!.properties as Record<string, Node>;

/** The schema name a JSON answer refers to (`Error`, `ValidationError`, `LinkRefusal`, `WpError`). */
function schemaName(answer: Node): string | undefined {
  const json = (answer.content as Node | undefined)?.['application/json'] as Node | undefined;
  const ref = (json?.schema as Node | undefined)?.$ref;
  return typeof ref === 'string' ? ref.split('/').pop() : json ? 'inline' : undefined;
}

function shapeProblem(name: string, body: unknown, status: number, doc: Node): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the error is not a JSON object';
  const b = body as Node;
  if (name === 'WpError') {
    const data = b.data as Node | undefined;
    return typeof b.code === 'string' && data?.status === status ? undefined : 'not a WordPress error';
  }
  if (typeof b.error !== 'string') return 'no error code';
  if (name === 'LinkRefusal')
    return ['invalid', 'revoked', 'used', 'expired', 'superseded'].includes(b.error) ? undefined : 'unknown refusal';
  const codes = (ERROR_CODES(doc).error as Node).enum as string[];
  if (!codes.includes(b.error)) return `error code ${b.error} is not the contract's`;
  // `invalid` with 404 is a link this server did not make (the family's routes), not a form's
  // fields: only a validation answer lists the fields it refuses.
  if (name === 'ValidationError' || (b.error === 'invalid' && status !== 404)) {
    const fields = b.fieldErrors as Record<string, unknown> | undefined;
    const ok =
      fields &&
      typeof fields === 'object' &&
      Object.values(fields).every((ids) => Array.isArray(ids) && ids.every((id) => /^form\./.test(String(id))));
    if (!ok) return 'fieldErrors are not lists of message ids';
  }
  return undefined;
}

/** The body as a client reads it: decompressed when the server compressed it. */
export async function bodyText(res: Response): Promise<string> {
  const encoding = res.headers.get('content-encoding');
  if (!encoding) return res.text();
  const bytes = Buffer.from(await res.arrayBuffer());
  const decode = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync }[encoding];
  return decode ? decode(bytes).toString('utf8') : `(unknown encoding ${encoding})`;
}

/** What is wrong with this answer to `op` (empty when nothing). */
export async function answerProblems(op: Operation, res: Response, doc = openApi()): Promise<string[]> {
  const problems: string[] = [];
  const status = res.status;
  const text = op.method === 'HEAD' ? '' : await bodyText(res);
  if (status >= 500) return [`answered ${status}: ${text.slice(0, 300)}`];
  const answer = (op.responses[String(status)] ?? op.responses.default) as Node | undefined;
  if (!answer) return [`answered ${status}, which ${op.id} does not document: ${text.slice(0, 200)}`];
  if (status < 400 || op.method === 'HEAD') return problems;
  const name = schemaName(answer);
  if (!name) return problems;
  if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? ''))
    problems.push(`the ${status} is ${res.headers.get('content-type')}, not JSON`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `the ${status} is not JSON: ${text.slice(0, 200)}`];
  }
  const problem = shapeProblem(name, body, status, doc);
  if (problem) problems.push(`${status} ${problem}: ${text.slice(0, 200)}`);
  return problems;
}
