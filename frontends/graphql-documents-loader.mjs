// webpack loader for libs/graphql-client/src/generated/graphql.ts (issue 25, less main-thread work
// before content): each `export const XDocument = {…} as unknown as DocumentNode<…>;` — the
// parsed GraphQL operations codegen writes as object literals, 160 of them, all evaluated when a
// page first imports @hearth/graphql-client — becomes `JSON.parse('…')` of the same object. V8
// parses a JSON string several times faster than the same object literal (no JavaScript
// grammar), which on a throttled phone takes hundreds of milliseconds off the first query.
// Same values, same exports; any other line is left as it is.
const DOCUMENT = /^(export const \w+Document = )(\{.*\})( as unknown as DocumentNode<.*>;)$/gm;

/** @param {string} source the generated module's TypeScript */
export default function graphqlDocumentsLoader(source) {
  return source.replace(DOCUMENT, (line, head, literal, tail) => {
    try {
      JSON.parse(literal); // only what is plain JSON
    } catch {
      return line;
    }
    return `${head}JSON.parse(${JSON.stringify(literal)})${tail}`;
  });
}
