// Public API of @hearth/events (see README.md).
export { type EventEnvelope, createEnvelope } from './envelope.js';
export { integrationEvent } from './integration-event.js';
export {
  type EventBus,
  type EventHandler,
  type RetryPolicy,
  DEFAULT_RETRY_POLICY,
  deadLetterTopic,
} from './bus.js';
export {
  type DeliveryOutcome,
  type RetryObserver,
  deliverWithRetry,
  backoffMs,
  isTransientError,
} from './retry.js';
export { Topics, type TopicName, ALL_TOPICS } from './topics.js';
export { type EventsLogger, noopLogger } from './logger.js';
export {
  UserRegisteredV1,
  type UserRegisteredPayload,
  ChefWaitlistJoinedV1,
  type ChefWaitlistJoinedPayload,
  GuestWaitlistJoinedV1,
  type GuestWaitlistJoinedPayload,
  NewsletterSubscribedV1,
  type NewsletterSubscribedPayload,
  RestaurantEstablishedV1,
  type RestaurantEstablishedPayload,
  ChefApplicationSubmittedV1,
  type ChefApplicationSubmittedPayload,
  ChefApprovedV1,
  type ChefApprovedPayload,
  ChefRejectedV1,
  type ChefRejectedPayload,
  DishChangedV1,
  DishStatusV1,
  type DishChangedPayload,
  DishDeletedV1,
  type DishDeletedPayload,
  CookingSessionScheduledV1,
  type CookingSessionScheduledPayload,
  BankDetailsAddedV1,
  type BankDetailsAddedPayload,
  OrderPlacedV1,
  OrderLineV1,
  OrderRefV1,
  FulfilmentV1,
  type OrderPlacedPayload,
  StockReservedV1,
  type StockReservedPayload,
  StockRejectedV1,
  StockRejectionReasonV1,
  type StockRejectedPayload,
  OrderPendingV1,
  type OrderPendingPayload,
  OrderRejectedV1,
  type OrderRejectedPayload,
  OrderAcceptedV1,
  type OrderAcceptedPayload,
  OrderDeclinedV1,
  type OrderDeclinedPayload,
  OrderCancelledV1,
  type OrderCancelledPayload,
  OrderCompletedV1,
  type OrderCompletedPayload,
  PaymentAuthorizedV1,
  type PaymentAuthorizedPayload,
  PaymentCapturedV1,
  type PaymentCapturedPayload,
  PaymentVoidedV1,
  type PaymentVoidedPayload,
  PaymentRefundedV1,
  type PaymentRefundedPayload,
  OrderPaymentFailedV1,
  type OrderPaymentFailedPayload,
  OccurrenceStockChangedV1,
  OccurrenceDishStockV1,
  type OccurrenceStockChangedPayload,
  OccurrenceWithdrawnV1,
  type OccurrenceWithdrawnPayload,
  OccurrenceDishesWithdrawnV1,
  type OccurrenceDishesWithdrawnPayload,
  EventTypes,
  type EventType,
  eventSchemas,
  type EventSchemaKey,
  type EventPayload,
  eventSchemaKey,
  parsePayload,
} from './schemas/index.js';
export {
  InProcessEventBus,
  type InProcessEventBusOptions,
  type DeadLetter,
  sharedInProcessBus,
  DEFAULT_IN_PROCESS_CONCURRENCY,
} from './in-process-bus.js';
export {
  KafkaEventBus,
  type KafkaEventBusOptions,
  EventHeaders,
  decodeEnvelope,
  DEFAULT_PARTITIONS_CONSUMED_CONCURRENTLY,
  DEFAULT_TOPIC_PARTITIONS,
} from './kafka-bus.js';
export { createEventBus } from './factory.js';
export { OutboxMessageEntity, InboxMessageEntity, EVENTS_ENTITIES } from './entities.js';
export { Outbox, OutboxRelay, type OutboxRelayOptions } from './outbox.js';
export { handleOnce } from './inbox.js';
export { createEventTables, dropEventTables, OUTBOX_TABLE, INBOX_TABLE } from './tables.js';
export { pruneEventTables, DEFAULT_EVENT_RETENTION, type EventRetention } from './prune.js';
export { ThreadBridgeEventBus, THREAD_BRIDGE_CHANNEL } from './thread-bridge-bus.js';
