import { api, type ScanAnswer } from '@silkway/contracts';
import { Button, CodeInput, Label, SegmentedControl, Spinner, toast } from '@silkway/ui';
import { callApi, readErrorBody } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ADMIN_ROOT } from '../admin-paths.js';
import { ADMIN_QUERY_ROOT, useMayCall } from '../auth/index.js';
import { registerOrdersTranslations } from '../orders/index.js';
import { useTrucks } from '../trucks/index.js';
import { QueuePanel } from './action-queue/queue-panel.js';
import { useActionQueue } from './action-queue/use-action-queue.js';
import { BatchList, type BatchItem } from './batch-list.js';
import { CameraView } from './camera/camera-view.js';
import { useInstallableApp } from './install/use-installable-app.js';
import { registerScanTranslations } from './scan-translations.js';
import type { TargetOrder } from './scanned-actions.js';
import { ScannedCard } from './scanned-card.js';

registerScanTranslations();
registerOrdersTranslations();

const MODES = ['single', 'batch'] as const;
type Mode = (typeof MODES)[number];
// A truck at the dock, not yet on the road: the ones goods are loaded onto now.
const LOADING_TRUCK_STATUS = 'Свободен';

const lookUp = (code: string, signal?: AbortSignal) =>
  callApi(api.scan.lookUp, { query: { code } }, { signal });

/**
 * /admin/scan (issue 34): a phone's camera, a hardware scanner or a typed code finds an item, order,
 * stock line or truck; the card offers the role's one-tap changes, or items gather into a batch for
 * one change. Every change goes through the phone's queue, so a dropped connection loses nothing.
 */
export default function ScanPage() {
  const { t } = useTranslation('admin-scan');
  const mayCall = useMayCall();
  const canChange = mayCall(api.items.changeStatus);
  const canTake = mayCall(api.items.addToOrder);
  const queue = useActionQueue();
  useInstallableApp();
  const [mode, setMode] = useState<Mode>('single');
  const [typed, setTyped] = useState('');
  // A label read by the phone's own camera app comes here from the portal as `?code=`.
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('code') ?? '');
  const [batch, setBatch] = useState<BatchItem[]>([]);
  const trucks = useTrucks({ enabled: canChange });
  const loadingTrucks = (trucks.data ?? []).filter(
    (truck) => truck.status === LOADING_TRUCK_STATUS,
  );

  const found = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'scan', code],
    queryFn: ({ signal }) => lookUp(code, signal),
    enabled: mode === 'single' && code !== '',
    retry: false,
  });

  // The order of the last order or item scanned: goods taken from a shelf scanned next go into it.
  const [targetOrder, setTargetOrder] = useState<TargetOrder | null>(null);
  useEffect(() => {
    const scanned = found.data;
    if (scanned?.kind === 'order' || scanned?.kind === 'item')
      setTargetOrder({ id: scanned.order.id, code: scanned.order.code });
  }, [found.data]);

  const addToBatch = async (scanned: string) => {
    try {
      const answer: ScanAnswer = await lookUp(scanned);
      if (answer.kind !== 'item') return toast({ title: t('batch.onlyItems') });
      setBatch((items) =>
        items.some((item) => item.id === answer.id) ? items : [...items, answer],
      );
    } catch (error) {
      toast({
        title: t('lookupFailed'),
        description: readErrorBody(error)?.message ?? t('offlineLookup'),
        variant: 'destructive',
      });
    }
  };

  const onCode = (scanned: string) => {
    const trimmed = scanned.trim();
    if (!trimmed) return;
    setTyped('');
    if (mode === 'batch') void addToBatch(trimmed);
    else setCode(trimmed);
  };

  const failure = found.error ? (readErrorBody(found.error)?.message ?? t('offlineLookup')) : null;

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 px-4 pb-8 pt-3">
      <header className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <a href={ADMIN_ROOT}>
            <ArrowLeft strokeWidth={2} aria-hidden />
            {t('back')}
          </a>
        </Button>
        <h1 className="ml-auto text-lg font-semibold text-navy-900">{t('title')}</h1>
      </header>

      <CameraView onCode={onCode} />

      <form
        className="space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onCode(typed);
        }}
      >
        <Label htmlFor="scan-code">{t('field.label')}</Label>
        <div className="flex gap-2">
          <CodeInput
            id="scan-code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('field.placeholder')}
            className="h-11 min-w-0 flex-1"
          />
          <Button type="submit" className="h-11" disabled={!typed.trim()}>
            <Search strokeWidth={2} aria-hidden />
            {t('field.submit')}
          </Button>
        </div>
      </form>

      <SegmentedControl
        label={t('mode.label')}
        options={MODES}
        value={mode}
        onChange={setMode}
        textOf={(option) => t(`mode.${option}`)}
        className="grid grid-cols-2 bg-navy-100"
      />

      <QueuePanel queue={queue} />

      {mode === 'single' ? (
        found.isFetching && !found.data ? (
          <Spinner label={t('lookingUp')} />
        ) : failure ? (
          <p
            role="alert"
            className="rounded-[var(--radius-control)] bg-status-error p-3 text-sm text-status-error-fg"
          >
            {failure}
          </p>
        ) : (
          found.data && (
            <ScannedCard
              found={found.data}
              canChange={canChange}
              canTake={canTake}
              targetOrder={targetOrder}
              loadingTrucks={loadingTrucks}
              onAction={(action) => void queue.enqueue(action)}
            />
          )
        )
      ) : (
        <BatchList
          items={batch}
          canChange={canChange}
          loadingTrucks={loadingTrucks}
          onRemove={(id) => setBatch((items) => items.filter((item) => item.id !== id))}
          onClear={() => setBatch([])}
          onAction={(action) => void queue.enqueue(action)}
        />
      )}
    </main>
  );
}
