export * from './common.js';
export * from './public.js';
