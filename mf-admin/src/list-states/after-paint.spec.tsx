import { render, screen, waitFor } from '@testing-library/react';
import { useRevealedCount } from './after-paint.js';

/** Every count the component rendered, in order. */
let counts: number[] = [];

function Revealed({ total }: { total: number }) {
  const shown = useRevealedCount(total, 3, 4);
  if (counts.at(-1) !== shown) counts.push(shown);
  return <output>{shown}</output>;
}

beforeEach(() => {
  counts = [];
});

it('renders the first entries at once and the others a slice per painted frame', async () => {
  const { rerender } = render(<Revealed total={10} />);
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('10'));
  expect(counts).toEqual([3, 7, 10]);
  // Entries added once all are shown (an item added to the open order) are shown at once.
  rerender(<Revealed total={12} />);
  expect(counts).toEqual([3, 7, 10, 12]);
});

it('shows a short list whole at once, and what is added to it', () => {
  const { rerender } = render(<Revealed total={2} />);
  rerender(<Revealed total={5} />);
  expect(counts).toEqual([2, 5]);
});
