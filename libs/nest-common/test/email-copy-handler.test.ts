import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { EventTypes, Topics, type EmailChangedPayload } from '@hearth/events';
import { EmailCopyHandler, EventSubscriber } from '../src/index.js';

/** A handler as admin and notifications write it: the base class from the factory, nothing else. */
@Injectable()
class OnEmailChangedHandler extends EmailCopyHandler(
  EventTypes.EmailChanged,
  'test.on-email-changed',
  [
    'UPDATE contacts SET email = $2 WHERE user_id = $1',
    'UPDATE applicants SET email = $2 WHERE id = $1',
  ],
) {}

type Registration = {
  topic: string;
  type: string;
  consumer: string;
  effect: (payload: EmailChangedPayload, manager: EntityManager) => Promise<void>;
};

describe('EmailCopyHandler', () => {
  it('is built by Nest with the subscriber and, on EmailChanged, runs each copy with the new address', async () => {
    const registrations: Registration[] = [];
    const subscriber = {
      on: async (
        topic: string,
        type: string,
        consumer: string,
        effect: Registration['effect'],
      ): Promise<void> => {
        registrations.push({ topic, type, consumer, effect });
      },
    };
    const moduleRef = await Test.createTestingModule({
      providers: [{ provide: EventSubscriber, useValue: subscriber }, OnEmailChangedHandler],
    }).compile();
    await moduleRef.init();

    expect(registrations.map(({ topic, type, consumer }) => ({ topic, type, consumer }))).toEqual([
      { topic: Topics.users, type: EventTypes.EmailChanged, consumer: 'test.on-email-changed' },
    ]);

    const queries: [string, unknown[]][] = [];
    const manager = {
      query: async (sql: string, params: unknown[]) => {
        queries.push([sql, params]);
        return [];
      },
    } as unknown as EntityManager;
    const userId = '0b7e6c1e-7f0a-4f55-9a53-1f7c2a9d4e01';
    await registrations[0].effect(
      { userId, previousEmail: 'old@example.com', email: 'new@example.com' },
      manager,
    );

    expect(queries).toEqual([
      ['UPDATE contacts SET email = $2 WHERE user_id = $1', [userId, 'new@example.com']],
      ['UPDATE applicants SET email = $2 WHERE id = $1', [userId, 'new@example.com']],
    ]);
    await moduleRef.close();
  });
});
