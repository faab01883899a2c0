/**
 * Partner access through a gateway of each engine, in front of the admin subgraph (which owns the
 * keys) and the restaurants subgraph: a key limited to trusted documents runs them (by
 * documentId, by APQ hash, by their exact text) and is refused an ad-hoc query (403
 * TRUSTED_DOCUMENTS_ONLY); a key's per-minute limit lets N requests through with RateLimit
 * headers and refuses the N+1th (429, Retry-After); served and refused requests reach the admin's
 * usage counts; a rotated key's old secret and a revoked key are refused (401 INVALID_API_KEY).
 * Then every example in docs/partners.md (curl blocks and the TypeScript client, type-checked)
 * runs as written against the Hive gateway, so the guide cannot rot.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { PartnerKeyMessages } from '@hearth/contracts/messages';
import { InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../../services/admin/src/subgraph.js';
import { restaurantsSubgraph } from '../../services/restaurants/src/subgraph.js';
import { freshDatabase, gql } from '../../test/support/db.js';
import { createTestIssuer } from '../../test/support/tokens.js';
import { GATEWAY_ENGINES, startEngine } from './support/engines.js';

const run = promisify(execFile);
/** Own ports 17020–17032 (admin, restaurants, one gateway per engine). */
const BASE = 17_020;
const GUIDE = new URL('../../docs/partners.md', import.meta.url);
const RESTAURANTS_ID = '45b31d8b7fb57aa9b4af2ff85d0f189ebcb0739ff5f82ad3dacea6a6c4c5cad3';
const CREATE = `mutation($input: PartnerKeyInput!) { createPartnerKey(input: $input) {
  __typename ... on IssuedPartnerKey { secret key { id keyId } } } }`;
const ROTATE = `mutation($id: ID!) { rotatePartnerKey(id: $id) {
  __typename ... on IssuedPartnerKey { secret } } }`;
const REVOKE = `mutation($id: ID!) { revokePartnerKey(id: $id) { __typename } }`;
const USAGE = `{ partnerKeys { keyId requestCount refusedCount lastUsedAt } }`;

type Gateway = Awaited<ReturnType<typeof startEngine>>;
type Answer = {
  status: number;
  headers: Headers;
  body: {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
};

describe('partner access at the gateway', () => {
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 1, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  let admin: RunningSubgraph;
  let restaurants: RunningSubgraph;
  let adminToken: string;
  let serviceUrls: Record<string, string>;

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('hearth_test_gateway_partners');
    const issuer = await createTestIssuer();
    adminToken = (await issuer.token({ role: 'ADMIN' })).token;
    const config = (port: number) => ({ databaseUrl, port, host: '127.0.0.1', logLevel: 'silent' });
    [admin, restaurants] = await Promise.all([
      startSubgraph(
        { ...adminSubgraph(), tokenKeys: issuer.keys },
        { config: config(BASE + 1), bus },
      ),
      startSubgraph(
        { ...restaurantsSubgraph(), tokenKeys: issuer.keys },
        { config: config(BASE + 2), bus },
      ),
    ]);
    serviceUrls = { admin: admin.url, restaurants: restaurants.url };
  }, 60_000);
  afterAll(async () => {
    await admin?.close();
    await restaurants?.close();
    await bus.stop();
  });

  /** Creates a key through the gateway as an admin. */
  const createKey = async (url: string, input: Record<string, unknown>) => {
    const res = await gql<{
      createPartnerKey: { secret: string; key: { id: string; keyId: string } };
    }>(url, CREATE, { input }, adminToken);
    expect(res.errors).toBeUndefined();
    return res.data!.createPartnerKey;
  };
  const post = async (url: string, body: unknown, key?: string): Promise<Answer> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
  };
  const codeOf = (a: Answer) => a.body.errors?.[0]?.extensions?.['code'];

  describe.each(GATEWAY_ENGINES.map((engine, i) => [engine, i] as const))(
    '%s engine',
    (engine, i) => {
      let gateway: Gateway;
      beforeAll(async () => {
        gateway = await startEngine(engine, serviceUrls, BASE + 10 + i, {
          partnerKeys: { keyCacheMs: 300, usageReportMs: 200 },
        });
      }, 30_000);
      afterAll(async () => {
        await gateway?.close();
      });

      it('a key limited to trusted documents runs them and is refused anything else', async () => {
        const { secret } = await createKey(gateway.url, {
          name: `Trusted ${engine}`,
          requestsPerMinute: 50,
        });
        const byId = await post(
          gateway.url,
          { documentId: RESTAURANTS_ID, variables: { limit: 2 } },
          secret,
        );
        expect(byId.status).toBe(200);
        expect(byId.body).toEqual({ data: { restaurants: { items: [], nextCursor: null } } });
        const byHash = await post(
          gateway.url,
          {
            extensions: { persistedQuery: { version: 1, sha256Hash: RESTAURANTS_ID } },
          },
          secret,
        );
        expect(byHash.body.data).toEqual({ restaurants: { items: [], nextCursor: null } });
        const { documents } = (await (
          await fetch(new URL('/partners/trusted-documents', gateway.url))
        ).json()) as {
          documents: Array<{ id: string; document: string }>;
        };
        const text = documents.find((d) => d.id === RESTAURANTS_ID)!.document;
        const byText = await post(gateway.url, { query: text }, secret);
        expect([byText.status, byText.body]).toEqual([
          200,
          { data: { restaurants: { items: [], nextCursor: null } } },
        ]);

        const adHoc = await post(
          gateway.url,
          { query: '{ restaurants { items { id name } } }' },
          secret,
        );
        expect(adHoc.status).toBe(403);
        expect(adHoc.body).toEqual({
          errors: [
            {
              message:
                'This API key may only run trusted documents: send a documentId from the trusted-document list.',
              extensions: { code: 'TRUSTED_DOCUMENTS_ONLY' },
            },
          ],
        });
        // An APQ client registering a hash sends the query too: the text decides, not the hash.
        const registering = await post(
          gateway.url,
          {
            query: '{ restaurants { items { id name } } }',
            extensions: { persistedQuery: { version: 1, sha256Hash: RESTAURANTS_ID } },
          },
          secret,
        );
        expect(registering.status).toBe(403);
        const unknown = await post(gateway.url, { documentId: 'f'.repeat(64) }, secret);
        expect([unknown.status, codeOf(unknown)]).toEqual([400, 'PERSISTED_QUERY_NOT_FOUND']);
      });

      it('holds the per-key limit (the N+1th request is a 429) and counts usage for the admin', async () => {
        const { secret, key } = await createKey(gateway.url, {
          name: `Limited ${engine}`,
          requestsPerMinute: 3,
          trustedDocumentsOnly: false,
        });
        const remaining: Array<string | null> = [];
        for (let n = 0; n < 3; n++) {
          const ok = await post(
            gateway.url,
            { query: '{ restaurants(limit: 1) { nextCursor } }' },
            secret,
          );
          expect(ok.status).toBe(200);
          expect(ok.headers.get('ratelimit-limit')).toBe('3');
          remaining.push(ok.headers.get('ratelimit-remaining'));
        }
        expect(remaining).toEqual(['2', '1', '0']);
        const refused = await post(
          gateway.url,
          { query: '{ restaurants(limit: 1) { nextCursor } }' },
          secret,
        );
        expect(refused.status).toBe(429);
        expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refused.body.errors?.[0]?.message).toBe(
          'This API key has made too many requests. Wait until the minute is over and try again.',
        );
        // Another key is not affected.
        const other = await createKey(gateway.url, {
          name: `Other ${engine}`,
          trustedDocumentsOnly: false,
        });
        expect(
          (
            await post(
              gateway.url,
              { query: '{ restaurants(limit: 1) { nextCursor } }' },
              other.secret,
            )
          ).status,
        ).toBe(200);

        const usage = async () => {
          const res = await gql<{
            partnerKeys: Array<{
              keyId: string;
              requestCount: number;
              refusedCount: number;
              lastUsedAt: string | null;
            }>;
          }>(gateway.url, USAGE, {}, adminToken);
          return res.data?.partnerKeys.find((k) => k.keyId === key.keyId);
        };
        const deadline = Date.now() + 5_000;
        let seen = await usage();
        while (seen?.refusedCount !== 1 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
          seen = await usage();
        }
        expect(seen).toMatchObject({ requestCount: 3, refusedCount: 1 });
        expect(seen?.lastUsedAt).not.toBeNull();
      });

      it('refuses a rotated key’s old secret, a revoked key and a made-up one (401)', async () => {
        const { secret, key } = await createKey(gateway.url, { name: `Rotated ${engine}` });
        const ask = (k: string) => post(gateway.url, { documentId: RESTAURANTS_ID }, k);
        expect((await ask(secret)).status).toBe(200);
        const rotated = await gql<{ rotatePartnerKey: { secret: string } }>(
          gateway.url,
          ROTATE,
          { id: key.id },
          adminToken,
        );
        const fresh = rotated.data!.rotatePartnerKey.secret;
        await new Promise((r) => setTimeout(r, 400)); // the gateway's key cache (300 ms here)
        const old = await ask(secret);
        expect([old.status, codeOf(old)]).toEqual([401, 'INVALID_API_KEY']);
        expect((await ask(fresh)).status).toBe(200);
        await gql(gateway.url, REVOKE, { id: key.id }, adminToken);
        await new Promise((r) => setTimeout(r, 400));
        const revoked = await ask(fresh);
        expect([revoked.status, codeOf(revoked)]).toEqual([401, 'INVALID_API_KEY']);
        const malformed = await ask('not-a-key');
        expect([malformed.status, codeOf(malformed)]).toEqual([401, 'INVALID_API_KEY']);
        const madeUp = await ask(`hpk_${key.keyId}_${'x'.repeat(43)}`);
        expect(madeUp.body).toEqual({
          errors: [
            {
              message: 'This API key is not valid. Check the key or ask Hearth for a new one.',
              extensions: { code: 'INVALID_API_KEY' },
            },
          ],
        });
      });
    },
  );

  it('runs every example of docs/partners.md as written', async () => {
    const gateway = await startEngine('hive', serviceUrls, BASE + 12);
    const dir = await mkdtemp(join(tmpdir(), 'hearth-partners-'));
    try {
      const { secret } = await createKey(gateway.url, { name: 'Guide', requestsPerMinute: 100 });
      const env = {
        ...process.env,
        HEARTH_API: new URL(gateway.url).origin,
        HEARTH_API_KEY: secret,
      };
      const guide = await readFile(GUIDE, 'utf8');
      // The guide's table of trusted documents is the gateway's list.
      const listed = (await (
        await fetch(new URL('/partners/trusted-documents', gateway.url))
      ).json()) as {
        documents: Array<{ id: string; name: string }>;
      };
      const table = [...guide.matchAll(/^\| `(\w+)` +\|.*\| `([0-9a-f]{64})` \|$/gm)].map(
        ([, name, id]) => ({ id, name }),
      );
      expect(table).toEqual(listed.documents.map(({ id, name }) => ({ id, name })));
      // The answers it shows (json blocks) carry the gateway's own messages.
      const shown = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map(
        ([, json]) =>
          (JSON.parse(json!) as { errors: Array<{ message: string }> }).errors[0]!.message,
      );
      expect(shown).toEqual([PartnerKeyMessages.invalidKey, PartnerKeyMessages.rateLimited]);
      // Every runnable block (sh, ts) follows a `<!-- check: … -->` line naming what its output shows.
      const examples = [...guide.matchAll(/<!-- check: (.+?) -->\s*```(sh|ts)\n([\s\S]*?)```/g)];
      const runnable = [...guide.matchAll(/```(sh|ts)\n/g)];
      expect(examples.length).toBe(runnable.length);
      expect(examples.length).toBeGreaterThanOrEqual(7);
      for (const [, check, lang, code] of examples) {
        let output: string;
        if (lang === 'sh') {
          output = (await run('bash', ['-euo', 'pipefail', '-c', code!], { cwd: dir, env })).stdout;
        } else {
          const file = join(dir, 'hearth-client.ts');
          await writeFile(file, code!);
          const program = ts.createProgram([file], {
            strict: true,
            noEmit: true,
            target: ts.ScriptTarget.ES2022,
            module: ts.ModuleKind.ESNext,
            moduleResolution: ts.ModuleResolutionKind.Bundler,
            lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
            types: ['node'],
            typeRoots: [new URL('../../node_modules/@types', import.meta.url).pathname],
            skipLibCheck: true,
          });
          const problems = ts
            .getPreEmitDiagnostics(program)
            .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
          expect(problems).toEqual([]);
          const js = ts.transpileModule(code!, {
            compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
          }).outputText;
          await writeFile(join(dir, 'hearth-client.mjs'), js);
          output = (
            await run(process.execPath, [join(dir, 'hearth-client.mjs')], { cwd: dir, env })
          ).stdout;
          expect(output).toContain('refused email: ');
        }
        expect({ code, output: output.includes(check!) }).toEqual({ code, output: true });
      }
    } finally {
      await gateway.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
