import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControl } from './segmented-control.js';

it('offers each option as a radio of the named group, the chosen one checked, and reports a choice', () => {
  const onChange = jest.fn();
  render(
    <SegmentedControl
      label="Режим"
      options={['single', 'batch'] as const}
      value="single"
      onChange={onChange}
      textOf={(option) => (option === 'single' ? 'По одному' : 'Пачкой')}
    />,
  );
  const group = screen.getByRole('radiogroup', { name: 'Режим' });
  expect(group).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'По одному' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  expect(screen.getByRole('radio', { name: 'Пачкой' }).getAttribute('aria-checked')).toBe('false');
  fireEvent.click(screen.getByRole('radio', { name: 'Пачкой' }));
  expect(onChange).toHaveBeenCalledWith('batch');
});
