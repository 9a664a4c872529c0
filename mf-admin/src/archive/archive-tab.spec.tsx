import type { ArchiveFolderAnswer, ArchiveMaterialAnswer } from '@silkway/contracts';
import { ApiError, apiGet, apiSend } from '@silkway/web-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTab } from '../testing/index.js';
import { ArchiveTab } from './archive-tab.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const createdAt = '2026-11-02T09:00:00.000Z';
const folder = (id: number, name: string, parentId: number | null): ArchiveFolderAnswer => ({
  id,
  name,
  path: null,
  parentId,
  createdAt,
});
const material = (
  id: number,
  name: string,
  mimeType: string,
  fileSize: number,
  description: string | null,
): ArchiveMaterialAnswer => ({
  id,
  name,
  mimeType,
  fileSize,
  type: mimeType.startsWith('image/') ? 'photo' : 'document',
  folderId: 1,
  description,
  url: `/api/files/${id}/download`,
  createdAt,
});

/** The archive as the server holds it: Сертификаты › 2026, with two materials in Сертификаты. */
const archive: Record<string, unknown> = {
  '/api/admin/archive/folders': [folder(1, 'Сертификаты', null)],
  '/api/admin/archive/materials': [],
  '/api/admin/archive/folders?parentId=1': [folder(2, '2026', 1)],
  '/api/admin/archive/materials?folderId=1': [
    material(7, 'Склад в Гуанчжоу', 'image/png', 2048, 'Фасад, вид с улицы'),
    material(8, 'Сертификат соответствия', 'application/pdf', 3 * 1024 * 1024, null),
  ],
  '/api/admin/archive/folders?parentId=2': [],
  '/api/admin/archive/materials?folderId=2': [],
};

beforeEach(() => {
  jest.mocked(apiGet).mockImplementation((path: string) => Promise.resolve(archive[path]));
  jest.mocked(apiSend).mockResolvedValue(null);
});

const openFolder = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `Открыть папку ${name}` }));
const location = () => within(screen.getByRole('navigation', { name: 'Расположение в архиве' }));

describe('Archive tab', () => {
  it('walks into nested folders with a breadcrumb and back, and says when a folder is empty', async () => {
    renderTab(<ArchiveTab />, '/admin/archive');
    await openFolder('Сертификаты');
    await openFolder('2026');
    expect(await screen.findByText('Папка пуста')).toBeTruthy();
    expect(location().getByText('2026').getAttribute('aria-current')).toBe('location');

    fireEvent.click(location().getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('article', { name: 'Склад в Гуанчжоу' })).toBeTruthy();

    fireEvent.click(location().getByRole('button', { name: 'Архив' }));
    expect(await screen.findByRole('button', { name: 'Открыть папку Сертификаты' })).toBeTruthy();
    expect(location().queryByRole('button', { name: 'Назад' })).toBeNull();
  });

  it('shows each material with its type badge, size and description', async () => {
    renderTab(<ArchiveTab />, '/admin/archive');
    await openFolder('Сертификаты');
    const photo = await screen.findByRole('article', { name: 'Склад в Гуанчжоу' });
    expect(within(photo).getByText('Фото')).toBeTruthy();
    expect(within(photo).getByText('2 кБ')).toBeTruthy();
    expect(within(photo).getByText('Фасад, вид с улицы')).toBeTruthy();
    const pdf = screen.getByRole('article', { name: 'Сертификат соответствия' });
    expect(within(pdf).getByText('Документ')).toBeTruthy();
    expect(within(pdf).getByText('3 МБ')).toBeTruthy();
  });

  it('creates a folder inside the open one, with its path, only under a non-empty name', async () => {
    renderTab(<ArchiveTab />, '/admin/archive');
    await openFolder('Сертификаты');
    fireEvent.click(screen.getByRole('button', { name: 'Создать папку' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая папка' });
    fireEvent.change(within(dialog).getByLabelText(/Название папки/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать папку' }));
    expect(await within(dialog).findByText('Введите название папки')).toBeTruthy();
    expect(apiSend).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Название папки/), {
      target: { value: ' Таможня ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать папку' }));
    await waitFor(() =>
      expect(apiSend).toHaveBeenCalledWith('POST', '/api/admin/archive/folders', {
        name: 'Таможня',
        path: '/Сертификаты/Таможня',
        parentId: 1,
      }),
    );
    expect(await screen.findByText('Папка создана')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая папка' })).toBeNull());
  });

  it('uploads the chosen file as a data URL under the typed name and description', async () => {
    renderTab(<ArchiveTab />, '/admin/archive');
    await openFolder('Сертификаты');
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить материал' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый материал' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText('Выберите файл')).toBeTruthy();

    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByTestId('material-input'), { target: { files: [file] } });
    const name = within(dialog).getByLabelText(/Название/) as HTMLInputElement;
    expect(name.value).toBe('notes.txt');
    fireEvent.change(name, { target: { value: 'Памятка' } });
    fireEvent.change(within(dialog).getByLabelText('Описание'), {
      target: { value: 'Для водителей' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() =>
      expect(apiSend).toHaveBeenCalledWith('POST', '/api/admin/archive/materials', {
        name: 'Памятка',
        description: 'Для водителей',
        folderId: 1,
        fileData: 'data:text/plain;base64,aGVsbG8=',
      }),
    );
    expect(await screen.findByText('Материал загружен')).toBeTruthy();
  });

  it('asks before deleting a folder, warning that its contents go too', async () => {
    renderTab(<ArchiveTab />, '/admin/archive');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить папку Сертификаты' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Удалить папку?' });
    expect(
      within(confirm).getByText(
        'Папка «Сертификаты» будет удалена вместе со всеми вложенными папками и материалами.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(apiSend).toHaveBeenCalledWith('DELETE', '/api/admin/archive/folders/1'),
    );
    expect(await screen.findByText('Папка удалена')).toBeTruthy();
  });

  it("shows the server's message when a delete fails", async () => {
    jest
      .mocked(apiSend)
      .mockRejectedValue(
        new ApiError(
          404,
          JSON.stringify({ statusCode: 404, message: 'Материал не найден' }),
          'Not Found',
        ),
      );
    renderTab(<ArchiveTab />, '/admin/archive');
    await openFolder('Сертификаты');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Удалить материал Сертификат соответствия' }),
    );
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Удалить материал?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    expect(await screen.findByText('Не удалось удалить материал')).toBeTruthy();
    expect(screen.getByText('Материал не найден')).toBeTruthy();
  });
});
