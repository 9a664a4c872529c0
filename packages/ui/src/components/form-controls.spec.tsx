import { render, screen } from '@testing-library/react';
import { CodeInput, NumberInput } from './form-controls.js';

describe('NumberInput', () => {
  it.each([
    ['money', '0.01', 'decimal'],
    ['measure', '0.001', 'decimal'],
    ['count', '1', 'numeric'],
  ] as const)('takes %s in steps of %s, never below 0 unless told', (kind, step, inputMode) => {
    render(<NumberInput kind={kind} aria-label={kind} />);
    const input = screen.getByLabelText(kind);
    expect(input).toHaveProperty('type', 'number');
    expect(input.getAttribute('step')).toBe(step);
    expect(input.getAttribute('inputmode')).toBe(inputMode);
    expect(input.getAttribute('min')).toBe('0');
  });

  it('keeps a minimum it is given', () => {
    render(<NumberInput kind="count" min={1} aria-label="quantity" />);
    expect(screen.getByLabelText('quantity').getAttribute('min')).toBe('1');
  });
});

it('CodeInput asks for capitals, suggests and marks nothing, and searches on Enter', () => {
  render(<CodeInput aria-label="code" />);
  const input = screen.getByLabelText('code');
  expect(input.getAttribute('autocapitalize')).toBe('characters');
  expect(input.getAttribute('autocomplete')).toBe('off');
  expect(input.getAttribute('spellcheck')).toBe('false');
  expect(input.getAttribute('enterkeyhint')).toBe('search');
});
