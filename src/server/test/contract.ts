// Checks a real response against the OpenAPI document the app serves: the status must be
// declared for the route, and a JSON body must match that status's schema.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { App } from '../app';
import { OPENAPI_PATH } from '../write/openapi';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
};
type ResponseObject = { content?: { 'application/json'?: { schema: object } } };

const ajv = new Ajv2020({ strict: false, allErrors: true });
const docs = new WeakMap<App, Promise<Doc>>();
/** Compiled once per schema: the property tests check hundreds of answers against the same few. */
const validators = new WeakMap<object, ValidateFunction>();

export function openApiDoc(app: App): Promise<Doc> {
  let doc = docs.get(app);
  if (!doc) {
    doc = Promise.resolve(app.request(OPENAPI_PATH)).then((res) => res.json() as Promise<Doc>);
    docs.set(app, doc);
  }
  return doc;
}

/** Throws with the route and the schema's complaints when the answer is not the declared one. */
export async function expectContract(app: App, method: string, path: string, res: Response) {
  const doc = await openApiDoc(app);
  const operation = doc.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  const declared = operation.responses[String(res.status)];
  if (!declared)
    throw new Error(`${method} ${path} answered ${res.status}, which the document does not declare`);
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return;
  const body: unknown = await res.clone().json();
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`,
    );
  }
}

/** A request body's JSON Schema, as the OpenAPI document writes it: the parts the input tests read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  const?: unknown;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/** A write operation that takes a JSON body: the body's variants are a union's members, or the one schema. */
export interface JsonBodyOperation {
  /** Upper case, as a request sends it. */
  method: string;
  path: string;
  variants: JsonSchema[];
}

type BodiesDoc = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
};

/** Every operation of the app's OpenAPI document with a JSON request body: the input tests' list. */
export async function jsonBodyOperations(app: App): Promise<JsonBodyOperation[]> {
  const doc = (await openApiDoc(app)) as unknown as BodiesDoc;
  const found: JsonBodyOperation[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (method === 'get' || !schema) continue;
      found.push({ method: method.toUpperCase(), path, variants: schema.oneOf ?? schema.anyOf ?? [schema] });
    }
  }
  return found;
}
