import { scanAnswer, scanQuery } from '../scan.js';
import { defineCall, json } from './define-call.js';

/** The warehouse's phone (issue 34): what a scanned code names. */
export const scanCalls = {
  lookUp: defineCall({
    method: 'GET',
    path: '/api/admin/scan',
    owner: 'orders',
    permission: 'orders.read',
    summary:
      "What a scanned code names: a label's address, an order's tracking code, an item's code, a stock line's code or a truck's number; 404 for none",
    query: scanQuery,
    answer: json(scanAnswer),
  }),
};
