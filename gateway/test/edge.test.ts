/**
 * The graph's edge under attack, through a gateway of each engine over one stack: the
 * sign-up rate limit holds when every request claims another X-Forwarded-For (and x-client-ip);
 * behind a trusted proxy the address the proxy saw counts and what the client wrote does not; a
 * 300 KB variable is a 413 GraphQL error without any internal address; over-cost and over-deep
 * operations are HTTP 400 with their codes; malformed JSON is a JSON GraphQL error; a NUL
 * character or a lone surrogate in a string argument (variable or literal) is a BAD_USER_INPUT
 * error from the subgraph, never a database error; a body that is not UTF-8 is a 400; an
 * unreachable subgraph is reported without its URL, host or a stack.
 * Runs the BUILT stack (`node scripts/build.mjs --backend` first).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freshDatabase } from '../../test/support/db.js';
import { startStack } from '../../scripts/lib/stack.mjs';
import { GATEWAY_ENGINES, startEngine } from './support/engines.js';
import { postFrom } from './support/from-address.js';

type Stack = Awaited<ReturnType<typeof startStack>>;
type Gateway = Awaited<ReturnType<typeof startEngine>>;
/** Own ports: stack 23000–23006, gateways from 23010 (below the ephemeral range, 32768+);
 * `EDGE_TEST_BASE_PORT` moves them (a second copy of the suite on the same machine). */
const BASE = Number(process.env['EDGE_TEST_BASE_PORT'] ?? 23_000);
/** Sign-ups/log-ins per client per minute in this stack (users' AUTH_RATE_LIMIT_PER_MINUTE). */
const AUTH_LIMIT = 5;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken } } }`;
const signUpBody = () =>
  JSON.stringify({
    query: SIGN_UP,
    variables: {
      input: {
        email: `edge-${Date.now()}-${Math.random()}@example.com`,
        password: 'hunter22',
        firstName: 'Eve',
        lastName: 'Edge',
        role: 'GUEST',
      },
    },
  });
/** What an answer may never contain outside development: an address, a URL, a stack frame. */
const INTERNAL = /127\.0\.0\.1|localhost|https?:\/\/|ECONNREFUSED|\n\s+at /;

describe('the graph’s edge', () => {
  let stack: Stack;

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('hearth_test_gateway_edge');
    stack = await startStack({
      databaseUrl,
      basePort: BASE,
      logLevel: 'silent',
      env: { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) },
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  describe.each(GATEWAY_ENGINES.map((engine, i) => [engine, i] as const))(
    '%s engine',
    (engine, i) => {
      let gateway: Gateway;
      let behindProxy: Gateway;
      /** This engine's clients: their own loopback addresses, so each has its own budget. */
      const client = (n: number) => `127.0.${10 + i}.${n}`;

      beforeAll(async () => {
        gateway = await startEngine(engine, stack.serviceUrls, BASE + 10 + i);
        // As in compose: only the proxy in front (here 127.0.0.1) is believed.
        behindProxy = await startEngine(engine, stack.serviceUrls, BASE + 12 + i, {
          trustedProxies: '127.0.0.1/32',
        });
      }, 30_000);
      afterAll(async () => {
        await gateway?.close();
        await behindProxy?.close();
      }, 30_000);

      it('holds the sign-up rate limit when every request claims another X-Forwarded-For and x-client-ip', async () => {
        const outcomes: string[] = [];
        for (let n = 0; n < AUTH_LIMIT + 3; n++) {
          const res = await postFrom(client(1), gateway.url, signUpBody(), {
            'x-forwarded-for': `198.51.100.${n + 1}`,
            'x-client-ip': `203.0.113.${n + 1}`,
            'x-real-ip': `192.0.2.${n + 1}`,
          });
          outcomes.push(
            (res.body.data?.['signUp'] as { __typename?: string } | null)?.__typename ??
              String(res.body.errors?.[0]?.extensions?.['code']),
          );
        }
        expect(outcomes).toEqual([
          ...Array<string>(AUTH_LIMIT).fill('AuthSession'),
          ...Array<string>(3).fill('TOO_MANY_REQUESTS'),
        ]);
        // Another client (another socket address) still has its whole budget.
        const other = await postFrom(client(2), gateway.url, signUpBody());
        expect(other.body.data?.['signUp']).toMatchObject({ __typename: 'AuthSession' });
      });

      it('behind a trusted proxy counts the address the proxy saw, never the entries the client wrote', async () => {
        const real = `203.0.113.${20 + i}`;
        const outcomes: string[] = [];
        for (let n = 0; n < AUTH_LIMIT + 1; n++) {
          // The proxy appends the address it saw to what the client sent (nginx's
          // $proxy_add_x_forwarded_for): "<spoofed>, <real>".
          const res = await postFrom('127.0.0.1', behindProxy.url, signUpBody(), {
            'x-forwarded-for': `198.51.100.${n + 1}, ${real}`,
          });
          outcomes.push(
            (res.body.data?.['signUp'] as { __typename?: string } | null)?.__typename ??
              String(res.body.errors?.[0]?.extensions?.['code']),
          );
        }
        expect(outcomes).toEqual([
          ...Array<string>(AUTH_LIMIT).fill('AuthSession'),
          'TOO_MANY_REQUESTS',
        ]);
        // A different browser behind the same proxy is a different client.
        const other = await postFrom('127.0.0.1', behindProxy.url, signUpBody(), {
          'x-forwarded-for': `203.0.113.${30 + i}`,
        });
        expect(other.body.data?.['signUp']).toMatchObject({ __typename: 'AuthSession' });
      });

      it('answers a 300 KB variable with a 413 GraphQL error naming no internal address', async () => {
        const res = await postFrom(
          client(3),
          gateway.url,
          JSON.stringify({
            query: 'query($slug: String!) { restaurantBySlug(slug: $slug) { id } }',
            variables: { slug: 'x'.repeat(300 * 1024) },
          }),
        );
        expect(res.status).toBe(413);
        expect(res.contentType).toContain('application/json');
        expect(res.body.errors).toEqual([
          {
            message: 'The request is too large (maximum 64 KB).',
            extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: 65_536 },
          },
        ]);
        expect(res.text).not.toMatch(INTERNAL);
      });

      it('answers an over-cost operation with HTTP 400 QUERY_TOO_COSTLY, before any subgraph', async () => {
        const field = (n: number) =>
          `n${n}: notifications(limit: 50) { items { id title body isSeen createdAt kind } }`;
        const query = `{ me { ${Array.from({ length: 10 }, (_, n) => field(n)).join(' ')} } }`;
        const res = await postFrom(client(4), gateway.url, JSON.stringify({ query }));
        expect(res.status).toBe(400);
        expect(res.body.errors?.[0]).toEqual({
          message: expect.stringMatching(/too expensive \(estimated cost \d+, maximum 2000\)/),
          extensions: { code: 'QUERY_TOO_COSTLY', cost: expect.any(Number), maxCost: 2000 },
        });
      });

      it('answers an over-deep operation with HTTP 400 QUERY_TOO_DEEP', async () => {
        const query = `{ me ${'{ a '.repeat(11)}{ id }${' }'.repeat(11)} }`;
        const res = await postFrom(client(4), gateway.url, JSON.stringify({ query }));
        expect(res.status).toBe(400);
        expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_DEEP', maxDepth: 10 });
      });

      it('answers malformed JSON with a JSON GraphQL error, not an HTML page', async () => {
        for (const broken of ['{"query": ', "{'query': '{ __typename }'}", '']) {
          const res = await postFrom(client(5), gateway.url, broken);
          expect(res.status).toBe(400);
          expect(res.contentType).toContain('application/json');
          expect(res.body.errors?.[0]?.extensions?.['code']).toBe('BAD_REQUEST');
          expect(res.text).not.toMatch(/<html|<pre|\n\s+at /i);
        }
      });

      it('refuses a NUL character or a lone surrogate in any string argument before PostgreSQL sees it', async () => {
        const bySlug = 'query($slug: String!) { restaurantBySlug(slug: $slug) { id } }';
        const attempts = [
          JSON.stringify({ query: bySlug, variables: { slug: 'chez\u0000nous' } }),
          JSON.stringify({ query: bySlug, variables: { slug: 'chez\ud800nous' } }),
          JSON.stringify({ query: '{ restaurantBySlug(slug: "chez\\u0000nous") { id } }' }),
          JSON.stringify({
            query: SIGN_UP,
            variables: {
              input: {
                email: `nul-${i}@example.com`,
                password: 'hunter22',
                firstName: 'E\u0000ve',
                lastName: 'Edge',
                role: 'GUEST',
              },
            },
          }),
        ];
        const fields: unknown[] = [];
        for (const body of attempts) {
          const res = await postFrom(client(7), gateway.url, body);
          expect(res.contentType).toContain('application/json');
          expect(res.body.errors?.[0]).toMatchObject({
            message: 'Text may not contain a NUL character (\\u0000) or invalid UTF-8.',
            extensions: { code: 'BAD_USER_INPUT' },
          });
          expect(res.text).not.toMatch(/invalid byte sequence|INTERNAL_SERVER_ERROR/);
          fields.push(res.body.errors?.[0]?.extensions?.['field']);
        }
        expect(fields).toEqual(['slug', 'slug', 'slug', 'input.firstName']);
      });

      it('refuses a body that is not UTF-8 with a 400 JSON error (and so does a subgraph called directly)', async () => {
        const body = Buffer.concat([
          Buffer.from('{"query":"{ restaurantBySlug(slug: \\"chez'),
          Buffer.from([0xc3, 0x28, 0xff]),
          Buffer.from('\\") { id } }"}'),
        ]);
        const res = await postFrom(client(7), gateway.url, body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          {
            message: 'The request body is not valid UTF-8.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ]);
        // A subgraph called directly refuses it too, without a database error.
        const direct = await postFrom(
          client(7),
          `${stack.serviceUrls['restaurants']}/graphql`,
          body,
        );
        expect(direct.body.errors?.[0]).toMatchObject({
          message: 'Text may not contain a NUL character (\\u0000) or invalid UTF-8.',
          extensions: { code: 'BAD_USER_INPUT', field: '(body)' },
        });
      });

      it('reports an unreachable subgraph without its URL, host or a stack', async () => {
        const broken = await startEngine(
          engine,
          { ...stack.serviceUrls, users: 'http://127.0.0.1:1' },
          BASE + 14 + i,
        );
        try {
          const res = await postFrom(
            client(6),
            broken.url,
            JSON.stringify({ query: '{ me { id } }' }),
          );
          expect(res.body.errors?.length).toBeGreaterThan(0);
          expect(res.text).not.toMatch(INTERNAL);
        } finally {
          await broken.close();
        }
      });
    },
  );
});
