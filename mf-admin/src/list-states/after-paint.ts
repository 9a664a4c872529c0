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

/**
 * How many of `total` entries to render now: `first` in the frame being built, then `perFrame` more
 * after each painted frame, so a long list is built in frame-sized slices rather than one long task
 * that holds every click and scroll until it ends.
 */
export function useRevealedCount(total: number, first: number, perFrame: number): number {
  // Infinity once all were shown: entries added later are shown at once.
  const [revealed, setRevealed] = useState(() => (first >= total ? Infinity : first));
  useEffect(() => {
    if (revealed >= total) return;
    return afterNextPaint(() =>
      setRevealed((count) => (count + perFrame >= total ? Infinity : count + perFrame)),
    );
  }, [revealed, total, perFrame]);
  return Math.min(revealed, total);
}
