// Public API of @hearth/events (see README.md).
export { type EventEnvelope, createEnvelope } from './envelope.js';
export { integrationEvent } from './integration-event.js';
export { type EventBus, type EventHandler, type RetryPolicy, deadLetterTopic } from './bus.js';
export { type DeliveryOutcome, type RetryObserver } from './retry.js';
export { Topics, type TopicName, ALL_TOPICS } from './topics.js';
export { type EventsLogger } from './logger.js';
export {
  type UserRegisteredPayload,
  type ChefWaitlistJoinedPayload,
  type GuestWaitlistJoinedPayload,
  type NewsletterSubscribedPayload,
  type RestaurantEstablishedPayload,
  type ChefApplicationSubmittedPayload,
  type ChefApprovedPayload,
  type ChefRejectedPayload,
  type PasswordResetRequestedPayload,
  type PasswordResetRequestedV2Payload,
  type DishChangedPayload,
  type DishDeletedPayload,
  type CookingSessionScheduledPayload,
  type BankDetailsAddedPayload,
  type ChefTaxNumberChangedPayload,
  type PayoutRecipientCreatedPayload,
  type OrderPlacedPayload,
  type StockReservedPayload,
  type StockRejectedPayload,
  type OrderPendingPayload,
  type OrderRejectedPayload,
  type OrderAcceptedPayload,
  type OrderDeclinedPayload,
  type OrderCancelledPayload,
  type OrderCompletedPayload,
  type PaymentAuthorizedPayload,
  type PaymentCapturedPayload,
  type PaymentVoidedPayload,
  type PaymentRefundedPayload,
  type OrderReceiptIssuedPayload,
  type OrderPaymentFailedPayload,
  type OrderTimedOutPayload,
  type StandingOrderWeekPlacedPayload,
  type StandingOrderWeekMissedPayload,
  type TipAddedPayload,
  type PayoutCreatedPayload,
  type PayoutPaidPayload,
  type UserDeletedPayload,
  type EmailChangeRequestedPayload,
  type EmailChangeRequestedV2Payload,
  type EmailChangedPayload,
  type OccurrenceStockChangedPayload,
  type OccurrenceWithdrawnPayload,
  type OccurrenceDishesWithdrawnPayload,
  type DishAvailableAgainPayload,
  EventTypes,
  type EventType,
  eventSchemas,
  type EventSchemaKey,
  type EventPayload,
  parsePayload,
} from './schemas/index.js';
export {
  InProcessEventBus,
  type InProcessEventBusOptions,
  type DeadLetter,
  sharedInProcessBus,
} from './in-process-bus.js';
export {
  KafkaEventBus,
  type KafkaEventBusOptions,
  DEFAULT_TOPIC_PARTITIONS,
  PublishTimeoutError,
} from './kafka-bus.js';
export {
  type ConsumerSupervision,
  type SupervisedConsumer,
  type SupervisionHandle,
} from './consumer-supervisor.js';
export { createEventBus } from './factory.js';
export {
  kafkaConnectionFromEnv,
  envOrFile,
  isTrue,
  InsecureConnectionError,
  ConnectionConfigError,
  type KafkaConnection,
} from './kafka-connection.js';
export {
  applyKafkaAcls,
  kafkaGrantsOf,
  kafkaAclsShArgs,
  kafkaUserOf,
  KAFKA_SERVICES,
  CONSUMED_TOPICS,
  type KafkaService,
  type KafkaGrant,
} from './kafka-acls.js';
export {
  LINK_SEALING_KEY,
  LINK_SEALING_PUBLIC_KEY,
  type LinkPurpose,
  generateLinkSealingKey,
  linkSealingPublicKeyOf,
  sealLinkToken,
  openLinkToken,
} from './link-sealing.js';
export { OutboxMessageEntity, InboxMessageEntity, EVENTS_ENTITIES } from './entities.js';
export { Outbox, OutboxRelay, type OutboxRelayOptions } from './outbox.js';
export { handleOnce } from './inbox.js';
export { createEventTables, dropEventTables, OutboxParking1769000000000 } from './tables.js';
export { pruneEventTables, type EventRetention } from './prune.js';
export { ThreadBridgeEventBus } from './thread-bridge-bus.js';
export { KafkaBacklogProbe, type KafkaBacklog } from './kafka-backlog.js';
