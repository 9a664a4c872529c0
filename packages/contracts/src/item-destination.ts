/**
 * Where an item goes unless its order says otherwise. A module of its own, without zod: the client
 * portal shows it and must not load the item schemas to do so.
 */
export const DEFAULT_ITEM_DESTINATION = 'Таджикистан/Душанбе';
