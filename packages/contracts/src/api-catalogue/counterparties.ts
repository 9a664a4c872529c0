import { z } from 'zod';
import {
  counterpartyAnswer,
  counterpartyCreateBody,
  counterpartyUpdateBody,
} from '../counterparties.js';
import { defineCall, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

export const counterpartyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/counterparties',
    owner: 'orders',
    permission: 'counterparties.read',
    summary: 'Every counterparty',
    answer: json(z.array(counterpartyAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/counterparties',
    owner: 'orders',
    permission: 'counterparties.write',
    summary: 'Create a counterparty',
    body: jsonBody(counterpartyCreateBody),
    answer: json(counterpartyAnswer, 201),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/counterparties/{id}',
    owner: 'orders',
    permission: 'counterparties.read',
    summary: 'One counterparty',
    params: idParams,
    answer: json(counterpartyAnswer),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/counterparties/{id}',
    owner: 'orders',
    permission: 'counterparties.write',
    summary: 'Change a counterparty',
    params: idParams,
    body: jsonBody(counterpartyUpdateBody),
    answer: json(counterpartyAnswer),
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/admin/counterparties/{id}',
    owner: 'orders',
    permission: 'counterparties.write',
    summary: 'Delete a counterparty',
    params: idParams,
    answer: noContent(),
  }),
};
