export * from './enums.js';
export * from './auth.js';
export * from './errors.js';
export * from './waitlist.js';
export * from './cooking-session.js';
