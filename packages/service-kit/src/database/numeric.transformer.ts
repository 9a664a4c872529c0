import type { ValueTransformer } from 'typeorm';

/** numeric(14,2) / numeric(14,3) arrive from pg as strings; the API speaks numbers. */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
