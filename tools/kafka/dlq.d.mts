/** A dead letter as `listDeadLetters` shows it. */
export interface DeadLetter {
  topic: string;
  partition: number;
  offset: string;
  timestamp: string;
  originalTopic: string;
  consumerGroup: string | null;
  attempts: number;
  error: string | null;
  eventId: string | null;
  eventType: string | null;
  replayed: boolean;
}
/** Consumer group whose committed offsets mark the dead letters already replayed. */
export const REPLAY_GROUP: string;
/** Lists the dead letters of `topics` (their `.dlq` twins; default every `.dlq` topic). */
export function listDeadLetters(options: {
  brokers: string[];
  topics?: string[];
  /** TLS and SASL of the connection (`kafkaConnectionFromEnv` of @hearth/events). */
  connection?: object;
}): Promise<DeadLetter[]>;
/**
 * Sends the dead letters not yet replayed (or only `eventIds`) back to their original topics and
 * marks them replayed; resolves with how many were sent.
 */
export function replayDeadLetters(options: {
  brokers: string[];
  topics?: string[];
  eventIds?: string[];
  /** TLS and SASL of the connection (`kafkaConnectionFromEnv` of @hearth/events). */
  connection?: object;
}): Promise<number>;
