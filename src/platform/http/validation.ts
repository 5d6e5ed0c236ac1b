import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * A schema may carry `x-expected`, the words for what a valid value looks like ("a date in the form
 * YYYY-MM-DD"); validation messages use it instead of a keyword-level explanation.
 */
export const EXPECTED = 'x-expected';
/** A schema may carry `x-problem`, the whole sentence ending for a value it refuses ("must not contain ..."). */
export const PROBLEM = 'x-problem';

// ajv-formats is published as CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function createAjv(options: { coerce: boolean }): Ajv {
  const ajv = new Ajv({
    // Bodies are taken as sent: a wrong type is a 400, never silently converted. Path, query and
    // header values are text on the wire, so those are converted to the declared types.
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.coerce,
    removeAdditional: true,
    allErrors: false,
    verbose: true,
    strict: false,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: EXPECTED, schemaType: 'string' });
  ajv.addKeyword({ keyword: PROBLEM, schemaType: 'string' });
  return ajv;
}

const bodyAjv = createAjv({ coerce: false });
const textAjv = createAjv({ coerce: true });

/**
 * Compiles a route's request schema on the route's first request rather than at start: compiling
 * every route's validators took a tenth of the embedded store's cold start, for routes a process
 * may never serve. A broken schema still fails the tests, which send requests to every route.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  let validate: ValidateFunction | undefined;
  const validateOnFirstUse = Object.assign(
    (data: unknown) => {
      validate ??= ajv.compile(schema);
      const valid = validate(data);
      validateOnFirstUse.errors = validate.errors;
      return valid;
    },
    { errors: null as ValidateFunction['errors'] },
  );
  return validateOnFirstUse;
};

/** Which part of the request failed: body, params, querystring or headers. */
type Part = string;

/** Validates a value against a request schema outside HTTP (the CLI); returns the 400 message or null. */
export function checkInput(schema: object, value: unknown): string | null {
  const validate = bodyAjv.compile(schema);
  return validate(value) ? null : validationMessage(validate.errors ?? [], 'body');
}

/** One sentence naming the offending input and what is wrong with it. */
export function validationMessage(errors: ErrorObject[], part: Part): string {
  const error = mostTellingError(errors);
  if (!error) return 'The request is not valid.';
  const field = fieldName(error);
  if (field === '' && part === 'body') return 'Request body must be a JSON object.';
  return `${subject(part, field)} ${problem(error, errors)}.`;
}

/**
 * With allErrors off, validation stops at the first failing keyword; for a union that is the last
 * error reported, after the errors of its branches. A union without its own words is better
 * explained by a branch's specific complaint (a too long string rather than "not null").
 */
function mostTellingError(errors: ErrorObject[]): ErrorObject | undefined {
  const last = errors[errors.length - 1];
  if (last?.keyword !== 'anyOf' || typeof expectedWords(last) === 'string') return last;
  return (
    errors.find((e) => e.keyword !== 'type' && e.keyword !== 'anyOf' && e.instancePath.startsWith(last.instancePath)) ??
    last
  );
}

function fieldName(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.reduce(
    (name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment),
    '',
  );
}

function subject(part: Part, field: string): string {
  switch (part) {
    case 'params':
      return `Path parameter '${field}'`;
    case 'querystring':
      return `Query parameter '${field}'`;
    case 'headers':
      return `Header '${field}'`;
    default:
      return `Field '${field}'`;
  }
}

function schemaWords(error: ErrorObject, keyword: string): unknown {
  const parent: unknown = error.parentSchema;
  return typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[keyword] : undefined;
}

const expectedWords = (error: ErrorObject) => schemaWords(error, EXPECTED);

function problem(error: ErrorObject, errors: ErrorObject[]): string {
  const { keyword, params } = error;
  const expected = expectedWords(error);
  const refusal = schemaWords(error, PROBLEM);
  if (keyword === 'pattern' && typeof refusal === 'string') return refusal;
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'maxLength':
      return `must be at most ${params.limit} characters long`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maxItems':
      return `must have at most ${params.limit} items`;
    case 'minItems':
      return params.limit === 1 ? 'must not be empty' : `must have at least ${params.limit} items`;
    case 'uniqueItems':
      return 'must not contain the same value twice';
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
  }
  if (typeof expected === 'string') return `must be ${expected}`;
  if (keyword === 'type') return `must be ${typeWords(params.type as string | string[])}`;
  if (keyword === 'anyOf') {
    const branchTypes = errors.filter((e) => e.keyword === 'type' && e.instancePath === error.instancePath);
    if (branchTypes.length > 0) return `must be ${typeWords(branchTypes.map((e) => String(e.params.type)))}`;
  }
  return 'has an invalid value';
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

function typeWords(type: string | string[]): string {
  return (Array.isArray(type) ? type : type.split(',')).map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

/**
 * The name of the first field whose text (or key) holds U+0000, which PostgreSQL text cannot store;
 * null when there is none. Names nest like validation messages do: `admin.email`, `labels[2]`.
 */
export function fieldWithNulCharacter(value: unknown, name = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? name : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemName = Array.isArray(value) ? `${name}[${key}]` : name ? `${name}.${key}` : key;
    if (key.includes('\u0000')) return itemName;
    const found = fieldWithNulCharacter(item, itemName);
    if (found !== null) return found;
  }
  return null;
}

export const NUL_PROBLEM = 'must not contain the character U+0000';
