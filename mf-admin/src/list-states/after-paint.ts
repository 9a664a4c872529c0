import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted its next frame (a task queued from the frame's callback
 * runs after that frame's paint); returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** False until what the component first rendered has been painted: what it renders later waits for that. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
