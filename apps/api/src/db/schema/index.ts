export * from './users.js';
export * from './profiles.js';
export * from './geo.js';
export * from './jobs.js';
export * from './messages.js';
export * from './admin.js';
