/** Injection tokens of the platform pieces every subgraph gets. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const EVENT_BUS = Symbol('EVENT_BUS');
export const LOGGER = Symbol('LOGGER');
