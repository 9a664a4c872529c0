import { randomInt } from 'node:crypto';
import { ConflictException } from '@nestjs/common';
import { orderMessages } from '@silkway/contracts';
import { QueryFailedError } from 'typeorm';

/** No 0/O, 1/I/L: a client reads the code off a phone screen or an invoice. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The unique index on lower(code) (migration UniqueTrackingCodes1795650000000). */
export const TRACKING_CODE_INDEX = 'orders_code_unique';

/**
 * A tracking code for an order saved without one: `SW-` and two groups of four random characters,
 * 31^8 ≈ 8.5·10^11 codes, so a neighbour's code cannot be guessed from one's own. The unique index
 * refuses the astronomically rare repeat rather than this function checking for it.
 */
export function newTrackingCode(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `SW-${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/** Runs a save of an order; a code another order has (case aside) answers 409 instead of 500. */
export async function refusingTakenCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (
      error instanceof QueryFailedError &&
      (error.driverError as { constraint?: string }).constraint === TRACKING_CODE_INDEX
    )
      throw new ConflictException(orderMessages.codeTaken);
    throw error;
  }
}
