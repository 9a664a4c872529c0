import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button, IconBadge, Spinner } from '@silkway/ui';
import { InteractiveMark } from './interactive-mark.js';

const remoteApps = {
  public: lazy(() => import('mf_public/App')),
  portal: lazy(() => import('mf_portal/App')),
  admin: lazy(() => import('mf_admin/App')),
};

export type RemoteName = keyof typeof remoteApps;

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('status.loading')} />
    </div>
  );
}

function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-xl items-center px-4 py-12">
      <div
        role="alert"
        data-unavailable-remote={remote}
        className="flex w-full flex-col items-center gap-4 rounded-[var(--radius-card)] border border-status-error-fg/20 bg-white p-8 text-center shadow-[var(--shadow-card)]"
      >
        <IconBadge icon={CircleAlert} className="bg-status-error text-status-error-fg" />
        <h2 className="text-lg font-semibold text-navy-900">{t('remoteError.title')}</h2>
        <p className="text-sm text-neutral-600">{t('remoteError.description')}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw strokeWidth={2} aria-hidden />
          {t('remoteError.retry')}
        </Button>
      </div>
      <InteractiveMark />
    </div>
  );
}

class RemoteErrorBoundary extends Component<
  { remote: RemoteName; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] remote "${this.props.remote}" failed to load or render`, error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable remote={this.props.remote} />
    ) : (
      this.props.children
    );
  }
}

/** One remote's area: loads it on demand; if it cannot load, only this area shows the message. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const RemoteApp = remoteApps[remote];
  return (
    <RemoteErrorBoundary key={remote} remote={remote}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp />
        <InteractiveMark />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
