import { useTranslation } from '@silkway/i18n/react';
import type { ComponentType } from 'react';
import { FormDialogFrame } from './form-dialog-frame.js';

/** What a record's create/edit form takes from its dialog. */
export interface RecordFormProps<Values, Body> {
  mode: 'create' | 'edit';
  defaultValues: Values;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
  pending: boolean;
}

/** The part of a TanStack Query mutation the dialog uses to save. */
interface SaveMutation<Body> {
  mutate: (body: Body, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

export type RecordFormDialogProps<Record, Values = unknown> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & (
  | {
      mode: 'create';
      /** What the place the dialog opens from fixes (a payment's client and order). */
      initial?: Partial<Values>;
    }
  | { mode: 'edit'; record: Record }
);

interface RecordKind<Record extends { id: number | string }, Values, Body> {
  /** The translation namespace: `<texts>.createTitle`, `<texts>.editTitle`, `<texts>.description`, `dialogClose`. */
  namespace: string;
  texts: string;
  /** The dialog's width, e.g. `max-w-lg`. */
  width: string;
  Form: ComponentType<RecordFormProps<Values, Body>>;
  newValues: () => Values;
  valuesOf: (record: Record) => Values;
  useCreate: () => SaveMutation<Body>;
  useUpdate: (id: Record['id']) => SaveMutation<Body>;
}

/**
 * The 'Add …' / 'Edit …' dialog of one kind of record: the form starts from fresh values each time it
 * opens, and the dialog closes once the server has saved it.
 */
export function recordFormDialog<Record extends { id: number | string }, Values, Body>(
  kind: RecordKind<Record, Values, Body>,
) {
  return function RecordFormDialog(props: RecordFormDialogProps<Record, Values>) {
    const { t } = useTranslation(kind.namespace);
    const create = kind.useCreate();
    // Hooks run in the same order every time: the update's is made, unused, while creating.
    const update = kind.useUpdate((props.mode === 'edit' ? props.record.id : 0) as Record['id']);
    const save = props.mode === 'create' ? create : update;
    const close = () => props.onOpenChange(false);

    return (
      <FormDialogFrame
        open={props.open}
        onOpenChange={props.onOpenChange}
        closeLabel={t('dialogClose')}
        className={kind.width}
        title={t(`${kind.texts}.${props.mode}Title`)}
        description={t(`${kind.texts}.description`)}
      >
        {props.open && (
          <kind.Form
            mode={props.mode}
            defaultValues={
              props.mode === 'create'
                ? { ...kind.newValues(), ...props.initial }
                : kind.valuesOf(props.record)
            }
            onSubmit={(body) => save.mutate(body, { onSuccess: close })}
            onCancel={close}
            pending={save.isPending}
          />
        )}
      </FormDialogFrame>
    );
  };
}
