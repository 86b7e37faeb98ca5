export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './identity.js';
export * from './content.js';
export * from './users.js';
export * from './land.js';
export * from './analysis.js';
