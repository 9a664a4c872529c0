export * from './common.js';
export * from './public.js';
export * from './exact-decimal.js';
export * from './form-fields.js';
export * from './calculations.js';
export * from './formats.js';
export * from './items.js';
export * from './orders.js';
