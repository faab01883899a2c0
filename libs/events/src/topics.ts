/**
 * Kafka topic names, one per producing service. The one place topic names live. Each topic has a
 * dead-letter twin: `deadLetterTopic(topic)`.
 */
export const Topics = {
  users: 'hearth.users',
  restaurants: 'hearth.restaurants',
  sessions: 'hearth.sessions',
  orders: 'hearth.orders',
  notifications: 'hearth.notifications',
  admin: 'hearth.admin',
} as const;

export type TopicName = (typeof Topics)[keyof typeof Topics];

/** Every topic the platform uses, for bootstrapping a broker. */
export const ALL_TOPICS: readonly TopicName[] = Object.values(Topics);
