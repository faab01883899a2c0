/**
 * The trusted documents partners rely on: gateway/trusted-documents.graphql loads against the
 * composed supergraph, each id is the SHA-256 of the printed text, and a document that no longer
 * matches the schema, has no name, repeats a name or uses a fragment stops the gateway at start.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { TRUSTED_DOCUMENTS_FILE, loadTrustedDocuments } from '@hearth/gateway';

const schema = buildSchema(
  await readFile(new URL('../supergraph.graphql', import.meta.url), 'utf8'),
);

describe('trusted documents', () => {
  it('loads the checked-in documents, each identified by the SHA-256 of its printed text', async () => {
    const docs = loadTrustedDocuments(await readFile(TRUSTED_DOCUMENTS_FILE, 'utf8'), schema);
    expect(docs.list.map((d) => d.name)).toEqual([
      'PartnerRestaurants',
      'PartnerRestaurant',
      'PartnerSubscribeNewsletter',
    ]);
    for (const d of docs.list) {
      expect(d.id).toBe(createHash('sha256').update(d.document).digest('hex'));
      expect(docs.byId(d.id)).toBe(d);
      expect(docs.byId(`sha256:${d.id}`)).toBe(d);
      expect(docs.isTrusted(d.document)).toBe(true);
      expect(docs.isTrusted(`${d.document} `)).toBe(false);
    }
  });

  it.each([
    [
      'a field the schema does not have',
      'query A { restaurants { items { nope } } }',
      /A does not match the supergraph/,
    ],
    ['an anonymous operation', '{ restaurants { nextCursor } }', /named operations/],
    [
      'a fragment',
      'query A { restaurants { ...F } } fragment F on RestaurantPage { nextCursor }',
      /without fragments/,
    ],
    [
      'a repeated name',
      'query A { restaurants { nextCursor } } query A { exploreCuisines }',
      /A is defined twice/,
    ],
  ])('refuses %s', (_what, source, message) => {
    expect(() => loadTrustedDocuments(source, schema)).toThrow(message);
  });
});
