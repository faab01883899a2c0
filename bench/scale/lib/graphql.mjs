/**
 * One GraphQL request through the gateway for the scale bench's runner and modules: POSTs
 * `{ query, variables }` with `headers` (e.g. a bearer token) and returns `data`; throws on
 * `errors`, the message prefixed with `label` (the operation's name) when given.
 * @param {string} gatewayUrl
 * @param {{ query: string, variables?: object, headers?: Record<string, string> }} request
 * @param {string} [label]
 */
export async function graphql(gatewayUrl, { query, variables, headers }, label) {
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) {
    const errors = JSON.stringify(body.errors).slice(0, 2000);
    throw new Error(label ? `${label}: ${errors}` : errors);
  }
  return body.data;
}
