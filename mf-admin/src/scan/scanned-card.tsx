import {
  api,
  ITEM_STATUSES,
  MAX_ITEM_PHOTOS,
  type ItemStatus,
  type ScanAnswer,
  type TruckAnswer,
} from '@silkway/contracts';
import { Badge, Button, Card, CardContent, toast } from '@silkway/ui';
import { Camera, ExternalLink, PackageMinus, Truck } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ChoiceSelect } from '../admin-forms/index.js';
import { operation } from '../auth/index.js';
import { ADMIN_ROOT, adminPaths } from '../admin-paths.js';
import { itemStatusTextKey, PHOTO_ACCEPT, readPhotoFiles } from '../orders/index.js';
import type { NewAction } from './action-queue/use-action-queue.js';
import { scannedActions, type TargetOrder } from './scanned-actions.js';
import { TakeFromStock } from './take-from-stock.js';
import { truckOptions } from '../trucks/index.js';

type ScannedItem = Extract<ScanAnswer, { kind: 'item' }>;

interface ScannedCardProps {
  found: ScanAnswer;
  /** Whether the role changes items (items.handle): else the card only shows. */
  canChange: boolean;
  /** Whether the role adds items to orders (items.create): taking from stock needs it. */
  canTake: boolean;
  /** The order the last scan named: a scanned stock line is taken into it. */
  targetOrder: TargetOrder | null;
  /** Trucks items may be loaded onto now. */
  loadingTrucks: readonly TruckAnswer[];
  onAction: (action: NewAction) => void;
}

/** What a scan found, with what a warehouse hand needs of it and the changes one tap makes. */
export function ScannedCard({
  found,
  canChange,
  canTake,
  targetOrder,
  loadingTrucks,
  onAction,
}: ScannedCardProps) {
  const { t } = useTranslation('admin-scan');
  return (
    <Card aria-label={found.title} data-kind={found.kind}>
      <CardContent className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 break-words text-lg font-semibold text-navy-900">{found.title}</h2>
          <Badge tone="brand">{t(`kind.${found.kind}`)}</Badge>
        </div>
        {found.kind === 'item' ? (
          <ItemCard
            found={found}
            canChange={canChange}
            loadingTrucks={loadingTrucks}
            onAction={onAction}
          />
        ) : (
          <OtherCard found={found} />
        )}
        {found.kind === 'stock' && canTake && (
          <TakeFromStock line={found.stock} targetOrder={targetOrder} onAction={onAction} />
        )}
      </CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-navy-600">{term}</dt>
          <dd className="min-w-0 break-words font-medium text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ItemCard({
  found,
  canChange,
  loadingTrucks,
  onAction,
}: Pick<ScannedCardProps, 'canChange' | 'loadingTrucks' | 'onAction'> & { found: ScannedItem }) {
  const { t } = useTranslation(['admin-scan', 'admin-orders']);
  const { item, order } = found;
  const [truckId, setTruckId] = useState('');
  const photoInput = useRef<HTMLInputElement>(null);
  const statusText = (status: ItemStatus) => t(itemStatusTextKey(status), { ns: 'admin-orders' });

  const addPhotos = async (files: FileList | null) => {
    const { dataUrls } = await readPhotoFiles(
      [...(files ?? [])],
      MAX_ITEM_PHOTOS - item.photos.length,
    );
    if (photoInput.current) photoInput.current.value = '';
    if (dataUrls.length === 0) return toast({ title: t('photoTooMany'), variant: 'destructive' });
    onAction(scannedActions.photos(item, [...item.photos, ...dataUrls]));
  };
  const truck = loadingTrucks.find((option) => String(option.id) === truckId);

  return (
    <>
      <div className="flex gap-3">
        {item.photos[0] ? (
          <img
            src={item.photos[0]}
            alt={t('card.photo')}
            className="size-20 shrink-0 rounded-[var(--radius-control)] object-cover"
          />
        ) : (
          <div className="grid size-20 shrink-0 place-items-center rounded-[var(--radius-control)] bg-navy-50 text-center text-xs text-navy-600">
            {t('card.noPhoto')}
          </div>
        )}
        <Facts
          rows={[
            [t('card.code'), item.code],
            [t('card.quantity'), item.quantity],
            [t('card.status'), statusText(item.status)],
          ]}
        />
      </div>
      <Facts
        rows={[
          [t('card.name'), item.name],
          [t('card.order'), `${order.code} · ${order.name}`],
          [t('card.client'), order.counterpartyName ?? '—'],
          [t('card.truck'), item.truck?.number ?? t('card.noTruck')],
        ]}
      />
      {canChange ? (
        <div className="space-y-3 border-t border-navy-100 pt-3">
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-navy-900">
              {t('actions.status')}
            </legend>
            <div className="grid grid-cols-3 gap-1.5">
              {ITEM_STATUSES.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant={status === item.status ? 'primary' : 'secondary'}
                  aria-pressed={status === item.status}
                  {...operation(api.items.changeStatus)}
                  className="h-11 whitespace-normal px-1 text-xs leading-tight"
                  onClick={() =>
                    status !== item.status &&
                    onAction(scannedActions.status(item, status, statusText(status)))
                  }
                >
                  {statusText(status)}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="flex gap-2">
            <ChoiceSelect
              label={t('actions.truck')}
              placeholder={t('actions.truck')}
              value={truckId}
              options={truckOptions(loadingTrucks)}
              onChange={setTruckId}
              className="h-11 min-w-0 flex-1"
            />
            <Button
              variant="secondary"
              className="h-11"
              disabled={!truck || truck.id === item.truckId}
              {...operation(api.items.changeMany)}
              onClick={() => truck && onAction(scannedActions.truck(item, truck))}
            >
              <Truck strokeWidth={2} aria-hidden />
              {t('actions.load')}
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              className="h-11"
              disabled={item.truckId === null}
              {...operation(api.items.changeMany)}
              onClick={() => onAction(scannedActions.truck(item, null))}
            >
              <PackageMinus strokeWidth={2} aria-hidden />
              {t('actions.unload')}
            </Button>
            <Button
              variant="secondary"
              className="h-11"
              disabled={item.photos.length >= MAX_ITEM_PHOTOS}
              {...operation(api.items.replacePhotos)}
              onClick={() => photoInput.current?.click()}
            >
              <Camera strokeWidth={2} aria-hidden />
              {t('actions.addPhoto')}
            </Button>
            <input
              ref={photoInput}
              type="file"
              accept={PHOTO_ACCEPT}
              capture="environment"
              hidden
              onChange={(event) => void addPhotos(event.target.files)}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-navy-600">{t('actions.noRight')}</p>
      )}
    </>
  );
}

function OtherCard({ found }: { found: Exclude<ScanAnswer, ScannedItem> }) {
  const { t } = useTranslation('admin-scan');
  const [rows, link, linkText]: [Array<[string, ReactNode]>, string, string] =
    found.kind === 'order'
      ? [
          [
            [t('card.client'), found.order.counterpartyName ?? '—'],
            [t('card.quantity'), found.order.totalQuantity],
          ],
          `${ADMIN_ROOT}?order=${found.order.id}`,
          t('card.openOrder'),
        ]
      : found.kind === 'stock'
        ? [
            [
              [t('card.quantity'), found.stock.availableQuantity],
              [t('card.warehouse'), found.stock.warehouseName],
            ],
            adminPaths.warehouse(found.stock.warehouseId),
            t('card.openWarehouse'),
          ]
        : [[[t('card.truck'), found.truck.number]], adminPaths.tab('trucks'), t('card.openTrucks')];
  return (
    <>
      <Facts rows={rows} />
      <Button asChild variant="secondary" className="h-11 w-full">
        <a href={link}>
          <ExternalLink strokeWidth={2} aria-hidden />
          {linkText}
        </a>
      </Button>
    </>
  );
}
