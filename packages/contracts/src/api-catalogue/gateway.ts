import { z } from 'zod';
import {
  adminLoginRequest,
  adminSearchAnswer,
  adminSessionAnswer,
  signedOutAnswer,
} from '../auth.js';
import { healthAnswer } from '../health.js';
import { ordersSearchQuery } from '../orders.js';
import { defineCall, html, json, jsonBody } from './define-call.js';

/** Signing in and out: identity counts, checks and records them and opens the session; the gateway sets the cookie. */
export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/admin/login',
    owner: 'identity',
    access: 'public',
    summary: 'Sign in; sets the session cookie (429 after too many failures)',
    body: jsonBody(adminLoginRequest),
    answer: json(adminSessionAnswer),
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/admin/logout',
    owner: 'identity',
    permission: 'profile',
    summary: 'Sign out; ends the session',
    answer: json(signedOutAnswer),
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/admin/me',
    owner: 'gateway',
    permission: 'profile',
    summary: 'The signed-in administrator',
    answer: json(adminSessionAnswer),
  }),
};

export const searchCalls = {
  everything: defineCall({
    method: 'GET',
    path: '/api/admin/search',
    owner: 'orders',
    permission: 'orders.read',
    summary: 'Orders, items, counterparties and stock matching a text (the Search tab)',
    query: ordersSearchQuery.partial(),
    answer: json(adminSearchAnswer),
  }),
};

export const healthCalls = {
  check: defineCall({
    method: 'GET',
    path: '/api/health',
    owner: 'gateway',
    summary: 'The gateway and every service: ok, degraded or down (503)',
    answer: json(healthAnswer),
  }),
};

/** This API's own description, generated from the catalogue. */
export const referenceCalls = {
  openApi: defineCall({
    method: 'GET',
    path: '/api/openapi.json',
    owner: 'gateway',
    summary: 'This reference as an OpenAPI 3.1 document',
    answer: json(z.record(z.string(), z.unknown())),
  }),
  docs: defineCall({
    method: 'GET',
    path: '/api/docs',
    owner: 'gateway',
    summary: 'This reference as a page',
    answer: html(),
  }),
};
