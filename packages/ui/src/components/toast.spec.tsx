import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toast.js';
import { toast } from './toast-store.js';

describe('Toaster (product.md §9)', () => {
  it('shows one toast at a time: a new one replaces the previous', () => {
    render(<Toaster regionLabel="Notifications ({hotkey})" closeLabel="Close" />);
    act(() => void toast({ title: 'Заявка отправлена' }));
    expect(screen.getByText('Заявка отправлена')).toBeTruthy();

    act(
      () =>
        void toast({ title: 'Ошибка отправки', description: '500: boom', variant: 'destructive' }),
    );
    expect(screen.queryByText('Заявка отправлена')).toBeNull();
    expect(screen.getByText('500: boom')).toBeTruthy();
  });

  it('closes a toast after 5000 ms', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster regionLabel="Notifications ({hotkey})" closeLabel="Close" />);
      act(() => void toast({ title: 'Мы свяжемся с вами в течение 24 часов' }));
      act(() => void jest.advanceTimersByTime(4900));
      expect(screen.getByText('Мы свяжемся с вами в течение 24 часов')).toBeTruthy();
      act(() => void jest.advanceTimersByTime(200));
      expect(screen.queryByText('Мы свяжемся с вами в течение 24 часов')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the region in the given language with the F8 hotkey', () => {
    render(<Toaster regionLabel="Уведомления ({hotkey})" closeLabel="Закрыть" />);
    expect(screen.getByRole('region', { name: 'Уведомления (F8)' })).toBeTruthy();
  });
});
