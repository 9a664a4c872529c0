import { z } from 'zod';
import { ValidationFailedException } from './validation-failed.exception.js';
import { validated } from './zod-validation.pipe.js';

describe('validated', () => {
  const pipe = validated(
    z.object({ name: z.string().min(1, 'Name is required'), size: z.object({ kg: z.number() }) }),
  );

  it('returns the parsed value', () => {
    expect(pipe.transform({ name: 'a', size: { kg: 1 }, extra: true })).toEqual({
      name: 'a',
      size: { kg: 1 },
    });
  });

  it('reports every failing field by its dotted path', () => {
    try {
      pipe.transform({ name: '', size: { kg: 'x' } });
      throw new Error('expected a validation failure');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailedException);
      const { fieldErrors } = error as ValidationFailedException;
      expect(fieldErrors.name).toEqual(['Name is required']);
      expect(Object.keys(fieldErrors)).toEqual(['name', 'size.kg']);
    }
  });
});
