import { z } from 'zod';
import { idParam } from '../common.js';
import { fileLinksAnswer, fileLinksRequest, photoUploadBody, storedPhotoAnswer } from '../files.js';
import {
  issuedPortalSignInToken,
  portalClientAnswer,
  portalSignInTokenRequest,
} from '../portal.js';
import { truckHoldBody, truckHoldReleaseQuery, truckStateAnswer } from '../trucks.js';
import { inventorySearchAnswer, inventorySearchQuery, warehouseAnswer } from '../warehouses.js';
import { defineCall, json, jsonBody, noContent } from './define-call.js';

const itemIdParams = z.object({ itemId: idParam });
const counterpartyParams = z.object({ counterpartyId: idParam });

/**
 * Calls between processes (docs/architecture.md "Calls and who answers them"): each service answers
 * its own under /internal to a caller holding the internal token; the gateway never routes them and
 * the public API reference leaves them out. They are made through service-kit's internal client.
 */
export const internalCalls = {
  searchStock: defineCall({
    method: 'GET',
    path: '/internal/search',
    owner: 'inventory',
    summary:
      "The inventory's part of the admin search (asked by orders): stock lines by code, name or description",
    query: inventorySearchQuery,
    answer: json(inventorySearchAnswer),
  }),
  issuePortalSignInToken: defineCall({
    method: 'POST',
    path: '/internal/portal/sign-in-tokens',
    owner: 'identity',
    summary:
      'A new sign-in link token of a client (asked by orders): single use, valid 15 minutes, kept as its SHA-256; the raw token is answered once, for the e-mail',
    body: jsonBody(portalSignInTokenRequest),
    answer: json(issuedPortalSignInToken, 201),
  }),
  endPortalAccess: defineCall({
    method: 'DELETE',
    path: '/internal/portal/access/{counterpartyId}',
    owner: 'identity',
    summary:
      "Ends a client's access (asked by orders when it is taken back or the client deleted): its unused sign-in links are void and every session ends, so it is signed out at once",
    params: counterpartyParams,
    answer: noContent(),
  }),
  portalClient: defineCall({
    method: 'GET',
    path: '/internal/portal/clients/{counterpartyId}',
    owner: 'orders',
    summary:
      'The client identity opens a session for, once its sign-in token checked out; 404 when it has no access (any more)',
    params: counterpartyParams,
    answer: json(portalClientAnswer),
  }),
  storePhoto: defineCall({
    method: 'POST',
    path: '/internal/photos',
    owner: 'files',
    summary: "Stores an item's photo sent as a data URL (JPG, PNG, GIF by its bytes)",
    body: jsonBody(photoUploadBody),
    answer: json(storedPhotoAnswer, 201),
  }),
  signFileLinks: defineCall({
    method: 'POST',
    path: '/internal/file-links',
    owner: 'files',
    summary: 'Signed, expiring links to stored files, for answers the public reads',
    body: jsonBody(fileLinksRequest),
    answer: json(fileLinksAnswer, 201),
  }),
  holdTruck: defineCall({
    method: 'PUT',
    path: '/internal/truck-holds/{itemId}',
    owner: 'inventory',
    summary: 'Holds a truck for an order item before the item names it; 404 without the truck',
    params: itemIdParams,
    body: jsonBody(truckHoldBody),
    answer: json(truckStateAnswer),
  }),
  getWarehouse: defineCall({
    method: 'GET',
    path: '/internal/warehouses/{id}',
    owner: 'inventory',
    summary: 'The warehouse an order item is about to name; 404 without it',
    params: z.object({ id: idParam }),
    answer: json(warehouseAnswer),
  }),
  releaseTruckHold: defineCall({
    method: 'DELETE',
    path: '/internal/truck-holds/{itemId}',
    owner: 'inventory',
    summary: 'Lets go of the hold a failed write of the item made',
    params: itemIdParams,
    query: truckHoldReleaseQuery,
    answer: noContent(),
  }),
};
