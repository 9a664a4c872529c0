import type { DocumentAnswer, FolderAnswer, Role } from '@silkway/contracts';
import { initI18n, registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-orders.json';
import ru from '@silkway/i18n/locales/ru/admin-orders.json';
import tj from '@silkway/i18n/locales/tj/admin-orders.json';
import zh from '@silkway/i18n/locales/zh/admin-orders.json';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SignedInAs } from '../auth/testing/index.js';
import { DocumentsBrowser, type DocumentsActions } from './documents-browser.js';

/** An order's documents take the `admin-orders` texts, in Russian (product.md's texts). */
function renderInRussian(element: ReactElement) {
  initI18n('ru');
  registerTranslations('admin-orders', { ru, tj, en, zh });
  return render(element);
}

const createdAt = '2026-11-02T09:00:00.000Z';
const folders: FolderAnswer[] = [
  { id: 10, name: 'Счета', createdAt },
  { id: 11, name: 'Пустая', createdAt },
];
const document = (id: number, name: string, folderId: number | null): DocumentAnswer => ({
  id,
  name,
  folderId,
  type: 'application/pdf',
  mimeType: 'application/pdf',
  fileSize: 1536,
  url: `/api/files/${id}/download`,
  createdAt,
});
const documents = [document(1, 'Договор', null), document(2, 'Счёт 15', 10)];

function renderBrowser(role: Role = 'owner') {
  const actions: jest.Mocked<DocumentsActions> = {
    createFolder: jest.fn(),
    upload: jest.fn(),
    deleteFolder: jest.fn(),
    deleteDocument: jest.fn(),
    download: jest.fn(),
  };
  renderInRussian(
    <SignedInAs role={role}>
      <DocumentsBrowser
        ownerKind="orders"
        folders={folders}
        documents={documents}
        actions={actions}
        pending={{ createFolder: false, upload: false, delete: false }}
      />
    </SignedInAs>,
  );
  return actions;
}

const contents = () => within(screen.getByRole('list', { name: 'Папки и файлы' }));

describe('order documents browser', () => {
  it('lets a role that may only read them browse and download, with no folder, upload or delete', () => {
    const actions = renderBrowser('viewer');
    expect(contents().getByText('Счета')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Создать папку/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Выбрать файл/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Скачать.*Договор/ }));
    expect(actions.download).toHaveBeenCalled();
  });

  it('lists the folders and the loose documents at the top, with type, size and date', () => {
    renderBrowser();
    expect(contents().getByText('Счета')).toBeTruthy();
    expect(contents().getByText('Договор')).toBeTruthy();
    expect(contents().queryByText('Счёт 15')).toBeNull();
    expect(contents().getByText('PDF')).toBeTruthy();
    expect(contents().getByText('1,5 кБ')).toBeTruthy();
  });

  it('opens a folder, shows only its documents, and goes back', () => {
    renderBrowser();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть папку Счета' }));
    expect(contents().getByText('Счёт 15')).toBeTruthy();
    expect(contents().queryByText('Договор')).toBeNull();
    expect(screen.queryByLabelText('Название папки')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(contents().getByText('Договор')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
  });

  it('shows "Папка пуста" in an empty folder', () => {
    renderBrowser();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть папку Пустая' }));
    expect(screen.getByText('Папка пуста')).toBeTruthy();
  });

  it('asks before deleting a folder and warns that its files go too', () => {
    const actions = renderBrowser();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить папку Счета' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Удалить папку?' });
    expect(
      within(confirm).getByText('Папка «Счета» и все файлы в ней будут удалены.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(actions.deleteFolder).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить папку Счета' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(actions.deleteFolder).toHaveBeenCalledWith(folders[0], expect.any(Function));
  });

  it('asks before deleting a file', () => {
    const actions = renderBrowser();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить файл Договор' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Удалить файл?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(actions.deleteDocument).toHaveBeenCalledWith(documents[0], expect.any(Function));
  });

  it('creates a folder only with a non-blank name', () => {
    const actions = renderBrowser();
    const create = screen.getByRole('button', { name: 'Создать папку' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Название папки'), { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Название папки'), { target: { value: ' Акты ' } });
    fireEvent.click(create);
    expect(actions.createFolder).toHaveBeenCalledWith('Акты', expect.any(Function));
  });

  it('uploads into the open folder under the name typed for the file', () => {
    const actions = renderBrowser();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть папку Счета' }));
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('document-input'), { target: { files: [file] } });
    const name = screen.getByLabelText('Название файла') as HTMLInputElement;
    expect(name.value).toBe('invoice.pdf');
    fireEvent.change(name, { target: { value: 'Счёт 16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(actions.upload).toHaveBeenCalledWith(file, 'Счёт 16', 10, expect.any(Function));
  });
});
