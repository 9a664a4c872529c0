import type { ApiCall } from '@silkway/contracts';
import type { ReactNode } from 'react';
import { useMayCall } from './operations.js';

/** Shows `children` only to a role that may make `call`: a button the server would refuse is not offered. */
export function Allowed({ call, children }: { call: ApiCall; children: ReactNode }) {
  return useMayCall()(call) ? children : null;
}
