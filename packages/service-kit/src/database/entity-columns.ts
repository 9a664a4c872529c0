import {
  Column,
  CreateDateColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type ColumnOptions,
} from 'typeorm';
import { numericColumn } from './numeric.transformer.js';

type NumericOptions = Pick<ColumnOptions, 'name' | 'default' | 'nullable'>;

/** A sum of money: numeric(14,2), read as a number. */
export const MoneyColumn = (options: NumericOptions = {}) =>
  Column('numeric', { precision: 14, scale: 2, transformer: numericColumn, ...options });

/** A weight, a volume or a capacity (kg, m³): numeric(14,3), read as a number. */
export const MeasureColumn = (options: NumericOptions = {}) =>
  Column('numeric', { precision: 14, scale: 3, transformer: numericColumn, ...options });

/** When the row was made: created_at, timestamptz. */
export const CreatedAtColumn = () => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });

/** When the row last changed: updated_at, timestamptz. */
export const UpdatedAtColumn = () => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });

/** The record's version, one more on every change (the table's trigger, see addRecordVersions). */
export const RecordVersionColumn = () => VersionColumn({ type: 'integer' });

/**
 * A record staff edit: its id, and its version, which a write names to be refused when the record
 * changed since it was read.
 */
export abstract class VersionedRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @RecordVersionColumn()
  version!: number;
}

/** An update body applied to a record: absent fields stay as they are, a field sent empty (null) is cleared. */
export function applyChanges(record: object, fields: object): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(record, { [key]: value });
  }
}
