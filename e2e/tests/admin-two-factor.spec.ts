import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { PNG } from 'pngjs';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';
import { STAFF_PASSWORD, addStaffMemberApi, signInAs } from '../testing/staff.js';

/**
 * Issue 21: a member of staff turns on two-factor sign-in by scanning the QR code (decoded here from
 * a screenshot of it, as a phone would) and signs in again with the code the app computes.
 */
test('turns on two-factor sign-in from the QR code and signs in with a code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const username = `e2e-2fa-${Date.now()}`;
  await addStaffMemberApi(request, { username, fullName: 'Двухфакторный Е2Е', role: 'manager' });
  await signInAs(page, username);

  await page.getByRole('button', { name: 'Профиль' }).click();
  const profile = page.getByRole('dialog', { name: 'Профиль' });
  await profile.getByRole('button', { name: 'Включить' }).click();
  const qr = profile.getByTestId('two-factor-qr');
  await expect(qr).toBeVisible();
  await saveScreenshot(page, 'admin-two-factor-1280-ru', { fullPage: false });

  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//);
  const url = new URL(decoded!.data);
  expect(url.searchParams.get('algorithm')).toBe('SHA1');
  const secret = Secret.fromBase32(url.searchParams.get('secret')!);
  const codeAt = (timestamp: number) =>
    TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp });

  await profile.getByLabel('Код из приложения').fill(codeAt(Date.now()));
  await profile.getByRole('button', { name: 'Подтвердить и включить' }).click();
  const recoveryCodes = profile.getByTestId('recovery-codes').getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  await profile.getByRole('button', { name: 'Я сохранил коды' }).click();
  await expect(profile.getByText('Включён: при входе нужен код из приложения.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  // Asking for the code is the next step, said as a status, not as a red alert.
  await expect(
    page.getByRole('status').filter({ hasText: 'Включен двухфакторный вход' }),
  ).toHaveText('Включен двухфакторный вход: введите код из приложения');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The enabling code's 30-second step is spent; the app's next code is taken one step early.
  await page.getByLabel('Код из приложения').fill(codeAt(Date.now() + 30_000));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Добро пожаловать, Двухфакторный Е2Е')).toBeVisible();
});
