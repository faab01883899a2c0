import { createHash } from 'node:crypto';
import { Kind, parse, print, validate, type GraphQLSchema } from 'graphql';

/** One trusted document: a named operation partners may run by its id. */
export interface TrustedDocument {
  /** SHA-256 (hex) of `document`, the id clients send (`documentId` or APQ's `sha256Hash`). */
  id: string;
  /** The operation's name, e.g. `PartnerRestaurants`. */
  name: string;
  /** The operation's text as served and hashed (graphql-js `print`). */
  document: string;
}

/** Trusted documents by id, and a check of a query text against them. */
export interface TrustedDocuments {
  list: TrustedDocument[];
  byId(id: string): TrustedDocument | undefined;
  /** True when `query` is, character for character, one of the documents. */
  isTrusted(query: string): boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Reads the trusted documents from `source` (gateway/trusted-documents.graphql: named operations,
 * no fragments), each printed by graphql-js and identified by the SHA-256 of that text. Throws
 * when the file does not parse, an operation has no name or a name repeats, uses a fragment, or
 * does not validate against the supergraph `schema`, so a document partners rely on can never
 * silently break: the gateway does not start and the unit test fails.
 */
export function loadTrustedDocuments(source: string, schema: GraphQLSchema): TrustedDocuments {
  const list: TrustedDocument[] = [];
  const names = new Set<string>();
  const definitions = parse(source).definitions;
  for (const definition of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name)
      throw new Error('Trusted documents must be named operations without fragments.');
  }
  for (const definition of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
    const name = definition.name.value;
    if (names.has(name)) throw new Error(`Trusted document ${name} is defined twice.`);
    names.add(name);
    const document = print(definition);
    const errors = validate(schema, parse(document));
    if (errors.length)
      throw new Error(
        `Trusted document ${name} does not match the supergraph: ${errors[0]!.message}`,
      );
    list.push({ id: sha256(document), name, document });
  }
  const byId = new Map(list.map((d) => [d.id, d]));
  return {
    list,
    byId: (id) => byId.get(id.replace(/^sha256:/, '')),
    isTrusted: (query) => byId.has(sha256(query)),
  };
}
