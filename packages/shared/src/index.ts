export * from './constants.js';
export * from './domain/roles.js';
export * from './domain/sports.js';
export * from './domain/service-types.js';
export * from './domain/star-rating.js';
export * from './domain/money.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
