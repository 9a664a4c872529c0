import {
  type AuditChange,
  type AuditEntity,
  fieldChanges,
  type StaleVersionBody,
} from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { Button, DialogFooter, TitledDialog } from '@silkway/ui';
import { useChangeLabels } from '../change-labels/index.js';
import { formatDisplayDateTime } from '../formats/index.js';

type Fields = Record<string, unknown>;

/** What a save was refused for: the record as it now is, and the fields the refused save changed. */
export interface StaleSave {
  current: StaleVersionBody['current'];
  mine: object;
}

interface StaleVersionDialogProps extends StaleSave {
  /** The kind of record, for the words of its fields. */
  entity: AuditEntity;
  /** The record as the form read it. */
  read: object;
  pending: boolean;
  onKeepTheirs: () => void;
  onApplyMine: () => void;
}

/** The record's own fields (no list inside it, no version), the part both sides can have changed. */
function ownFields(record: object): Fields {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([field, value]) =>
        field !== 'version' &&
        field !== 'lastChange' &&
        (typeof value !== 'object' || value === null),
    ),
  );
}

const pick = (record: object, fields: string[]): Fields =>
  Object.fromEntries(fields.map((field) => [field, (record as Fields)[field]]));

/**
 * A save refused because someone else changed the record since the form read it (412): what you
 * changed, what they changed, field by field in words, and the choice to keep theirs or to apply
 * yours over it (sent again with the version now current).
 */
export function StaleVersionDialog({
  entity,
  read,
  mine,
  current,
  pending,
  onKeepTheirs,
  onApplyMine,
}: StaleVersionDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const labels = useChangeLabels(entity);
  const readFields = ownFields(read);
  const mineChanges = fieldChanges(pick(readFields, Object.keys(mine)), mine as Fields);
  const theirChanges = fieldChanges(readFields, pick(current, Object.keys(readFields)));
  const who = current.lastChange?.username ?? t('staleVersion.someone');
  const when = current.lastChange
    ? formatDisplayDateTime(current.lastChange.at, i18n.language)
    : undefined;

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onKeepTheirs()}
      closeLabel={t('staleVersion.close')}
      className="max-w-2xl"
      title={t('staleVersion.title')}
      description={
        when
          ? t('staleVersion.descriptionWhen', { who, when })
          : t('staleVersion.description', { who })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Changes
          title={t('staleVersion.mine')}
          changes={mineChanges}
          labels={labels}
          emptyValue={t('staleVersion.emptyValue')}
          testId="stale-version-mine"
        />
        <Changes
          title={t('staleVersion.theirs', { who })}
          changes={theirChanges}
          labels={labels}
          emptyValue={t('staleVersion.emptyValue')}
          testId="stale-version-theirs"
        />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onKeepTheirs} disabled={pending}>
          {t('staleVersion.keepTheirs')}
        </Button>
        <Button onClick={onApplyMine} disabled={pending}>
          {pending ? t('staleVersion.applying') : t('staleVersion.applyMine')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}

function Changes({
  title,
  changes,
  labels,
  emptyValue,
  testId,
}: {
  title: string;
  changes: AuditChange[];
  labels: ReturnType<typeof useChangeLabels>;
  emptyValue: string;
  testId: string;
}) {
  const value = (field: string, text: string | null) => labels.valueText(field, text) ?? emptyValue;
  return (
    <section className="flex min-w-0 flex-col gap-2" data-testid={testId}>
      <h3 className="text-sm font-semibold text-navy-900">{title}</h3>
      <ul className="flex flex-col divide-y divide-neutral-200 rounded-md border border-neutral-200">
        {changes.map(({ field, from, to }) => (
          <li key={field} className="flex flex-col gap-1 px-3 py-2 text-sm">
            <span className="font-medium text-neutral-800">{labels.fieldLabel(field)}</span>
            <p className="break-words text-neutral-800">
              <span className="text-neutral-600 line-through decoration-neutral-400">
                {value(field, from)}
              </span>
              <span aria-hidden> → </span>
              <span className="font-medium">{value(field, to)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
