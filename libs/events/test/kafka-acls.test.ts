/**
 * The one list of who reads which topic (`CONSUMED_TOPICS`) is what the services' source does:
 * every `EventSubscriber.on(Topics.x, …)` (and `EmailCopyHandler`, on `Topics.users`) of a
 * service is in its list and nothing else is; every other `Topics.x` a service names is its own
 * topic (it publishes only there). And the grants made from it give each service exactly its
 * own topic to write. The broker refusing the rest is kafka-sasl-ssl.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CONSUMED_TOPICS,
  KAFKA_SERVICES,
  Topics,
  kafkaAclsShArgs,
  kafkaGrantsOf,
} from '../src/index.js';

const SERVICES_DIR = resolve(import.meta.dirname, '../../../services');

/** Every .ts file under `dir`, without its comments (which may name topics in prose). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sources(join(dir, d.name))
      : d.name.endsWith('.ts')
        ? [
            readFileSync(join(dir, d.name), 'utf8')
              .replace(/\/\*[\s\S]*?\*\//g, '')
              .replace(/\/\/.*$/gm, ''),
          ]
        : [],
  );

/** The topics `service`'s source subscribes to, and the other topics it names. */
function topicsInSource(service: string): { consumed: Set<string>; named: Set<string> } {
  const consumed = new Set<string>();
  const named = new Set<string>();
  for (const text of sources(join(SERVICES_DIR, service, 'src'))) {
    for (const m of text.matchAll(/\.on(?:<[^>(]*>)?\(\s*Topics\.(\w+)/g)) consumed.add(m[1]!);
    if (/EmailCopyHandler\(/.test(text)) consumed.add('users');
    const withoutSubscriptions = text.replace(/\.on(?:<[^>(]*>)?\(\s*Topics\.\w+/g, '');
    for (const m of withoutSubscriptions.matchAll(/Topics\.(\w+)/g)) named.add(m[1]!);
  }
  return { consumed, named };
}

describe('Kafka users and ACLs per service', () => {
  it.each(KAFKA_SERVICES)(
    '%s: consumes exactly the topics of CONSUMED_TOPICS and publishes only to its own',
    (service) => {
      const { consumed, named } = topicsInSource(service);
      expect([...consumed].map((k) => Topics[k as keyof typeof Topics]).sort()).toEqual(
        [...CONSUMED_TOPICS[service]].sort(),
      );
      expect([...named].filter((t) => t !== service)).toEqual([]);
    },
  );

  it('grants orders what it needs and nothing more (kafka-acls.sh form)', () => {
    expect(kafkaGrantsOf('orders').map(kafkaAclsShArgs)).toEqual(
      [
        '--operation WRITE --topic hearth.orders',
        ...['admin', 'orders', 'restaurants', 'sessions', 'users'].flatMap((t) => [
          `--operation READ --topic hearth.${t}`,
        ]),
        ...['admin', 'orders', 'restaurants', 'sessions', 'users'].map(
          (t) => `--operation WRITE --topic hearth.${t}.dlq`,
        ),
        '--operation READ --group orders',
        '--operation DESCRIBE --topic hearth. --resource-pattern-type prefixed',
      ].map((rest) => `--add --allow-principal User:hearth-orders ${rest}`),
    );
  });

  it("no service may write another service's topic", () => {
    for (const service of KAFKA_SERVICES) {
      const written = kafkaGrantsOf(service)
        .filter((g) => g.operation === 'WRITE' && !g.name.endsWith('.dlq'))
        .map((g) => g.name);
      expect([service, written]).toEqual([service, [Topics[service]]]);
    }
  });
});
