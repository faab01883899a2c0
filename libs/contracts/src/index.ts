export * from './enums.js';
export * from './auth.js';
export * from './errors.js';
export * from './waitlist.js';
export * from './cooking-session.js';
export * from './restaurant.js';
export * from './chef-profile.js';
export * from './bank-details.js';
