import { isUtf8 } from 'node:buffer';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  visit,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
  type ObjectFieldNode,
} from 'graphql';

/** Message of the error that refuses a request carrying text PostgreSQL cannot store. */
export const UNSAFE_TEXT_MESSAGE =
  'Text may not contain a NUL character (\\u0000) or invalid UTF-8.';

/** A NUL character, or a UTF-16 surrogate without its pair (not encodable as UTF-8). */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching NUL is the point
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a character PostgreSQL's text types cannot store as sent. */
export function isUnsafeText(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/**
 * The dotted path (`input.firstName`, `representations.0.slug`) of the first string in `value`
 * (a variables object, any depth) that `isUnsafeText`, or null when there is none. Object keys
 * count as text too.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) return here;
      const found = findUnsafeText(child, here);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `findUnsafeLiteral`'s answer per parsed document: Apollo Server hands every request with the
 * same query text the same cached `DocumentNode`, so its literals are walked once, not on every
 * request (~10 µs a request saved; the entry goes with the document).
 */
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

/**
 * The name of the argument (or input field) whose string literal in `document` is unsafe, e.g.
 * `slug` for `restaurantBySlug(slug: "a\u0000")`; null when every literal is safe.
 */
function findUnsafeLiteral(document: DocumentNode): string | null {
  const known = literalVerdicts.get(document);
  if (known !== undefined) return known;
  const found = walkLiterals(document);
  literalVerdicts.set(document, found);
  return found;
}

/** `findUnsafeLiteral` without the memory: visits every string literal of `document`. */
function walkLiterals(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found || !isUnsafeText(node.value)) return;
      const named = [...ancestors, ...(parent ? [parent] : [])]
        .reverse()
        .find(
          (a): a is ArgumentNode | ObjectFieldNode =>
            !Array.isArray(a) &&
            ((a as ASTNode).kind === Kind.ARGUMENT || (a as ASTNode).kind === Kind.OBJECT_FIELD),
        );
      found = named?.name.value ?? '(literal)';
    },
  });
  return found;
}

/**
 * Names the unsafe variable path `path` (`_signUp_input.firstName`: gateways rename variables)
 * by the argument that variable is passed to in `document` (`input.firstName`); the path as it
 * is when the variable is not passed straight to an argument.
 */
function argumentPath(document: DocumentNode, path: string): string {
  const [variable = '', ...rest] = path.split('.');
  let argument: string | null = null;
  visit(document, {
    Argument(node) {
      if (!argument && node.value.kind === Kind.VARIABLE && node.value.name.value === variable)
        argument = node.name.value;
    },
  });
  return [argument ?? variable, ...rest].join('.');
}

/** The request behind a subgraph's GraphQL context, as far as this plugin reads it. */
interface WithRawBody {
  req?: { rawBody?: Buffer };
}

/**
 * Apollo Server plugin of every subgraph (`SubgraphCoreModule`): refuses, before any resolver
 * runs, an operation whose variables or string literals hold a NUL character or a lone UTF-16
 * surrogate, or whose request body is not valid UTF-8. PostgreSQL refuses NUL in text ("invalid
 * byte sequence") and would otherwise turn the request into an internal error; a lone surrogate
 * or an undecodable byte would be stored silently changed (as U+FFFD). The answer is HTTP 200
 * with one error, code `BAD_USER_INPUT`, message `UNSAFE_TEXT_MESSAGE` and `field` (the
 * argument's path, e.g. `slug` or `input.firstName`; `(body)` for bytes that are not UTF-8), so both gateway engines pass it on as it is; nothing is read or
 * written.
 */
export function safeTextPlugin(): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ request, document, contextValue }) {
          const raw = (contextValue as WithRawBody).req?.rawBody;
          const variable = findUnsafeText(request.variables ?? {});
          const field =
            (raw && raw.length && !isUtf8(raw) ? '(body)' : null) ??
            (variable ? argumentPath(document, variable) : null) ??
            findUnsafeLiteral(document);
          if (!field) return Promise.resolve();
          // Status 200: a subgraph answering 4xx/5xx makes @apollo/gateway replace the error
          // with "400: Bad Request".
          throw new GraphQLError(UNSAFE_TEXT_MESSAGE, {
            extensions: { code: 'BAD_USER_INPUT', field, http: { status: 200 } },
          });
        },
      });
    },
  };
}
