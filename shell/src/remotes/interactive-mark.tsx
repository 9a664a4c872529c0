import { useEffect } from 'react';

/**
 * Marks the page as taken over (`<html data-interactive>`) once the area it sits in has hydrated or
 * rendered: until then a prerendered button does not answer yet. End-to-end tests wait for it.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
