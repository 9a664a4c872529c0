import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../testing/render-portal.js';
import { ItemPhotos } from './item-photos.js';

const PHOTOS = ['/api/portal/orders/7/photos/1', '/api/portal/orders/7/photos/2'];

describe('ItemPhotos', () => {
  it('shows lazy thumbnails with alt text naming the item and the photo', async () => {
    await renderPortal(<ItemPhotos name="Плитка 60×60" photos={PHOTOS} />);
    const thumbnails = within(screen.getByRole('list', { name: 'Фотографии товара' })).getAllByRole(
      'img',
    );
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual([
      'Фото 1 из 2: Плитка 60×60',
      'Фото 2 из 2: Плитка 60×60',
    ]);
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual(PHOTOS);
    for (const image of thumbnails) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('opens a photo larger, steps to the next one and back, and closes', async () => {
    const user = userEvent.setup();
    await renderPortal(<ItemPhotos name="Плитка 60×60" photos={PHOTOS} />, { language: 'en' });
    await user.click(
      screen.getByRole('button', { name: 'Open larger — Photo 2 of 2: Плитка 60×60' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Плитка 60×60' });
    const large = () => within(dialog).getByRole('img');
    expect(large().getAttribute('src')).toBe(PHOTOS[1]);
    expect(within(dialog).getByText('Photo 2 of 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(large().getAttribute('src')).toBe(PHOTOS[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(large().getAttribute('src')).toBe(PHOTOS[1]);
    await user.click(within(dialog).getByRole('button', { name: 'Close photo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a single photo without numbers, in the page language', async () => {
    await renderPortal(<ItemPhotos name="Термос" photos={PHOTOS.slice(0, 1)} />, {
      language: 'tj',
    });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Акс: Термос');
  });
});
