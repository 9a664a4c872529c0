import { groupedKey } from './two-factor-section.js';

it('groups the two-factor key by four characters, for typing it into the app by hand', () => {
  expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
    'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
  );
  expect(groupedKey('ABCDEF')).toBe('ABCD EF');
});
