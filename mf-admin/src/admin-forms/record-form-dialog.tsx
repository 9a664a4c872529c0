import { TitledDialog } from '@silkway/ui';
import type { AuditEntity } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { readStaleVersion, type VersionedSave } from '@silkway/web-client';
import { type ComponentType, useEffect, useState } from 'react';
import { changedFields } from './changed-fields.js';
import type { FormActionsProps } from './form-actions.js';
import { type StaleSave, StaleVersionDialog } from './stale-version-dialog.js';

/** The buttons of a record's form as its dialog words them: Cancel closes the dialog, submit saves. */
export type RecordFormActions = Omit<FormActionsProps, 'canSubmit' | 'className'>;

/** What a record's create/edit form takes from its dialog. */
export interface RecordFormProps<Values, Body> {
  mode: 'create' | 'edit';
  defaultValues: Values;
  onSubmit: (body: Body) => void;
  /** For the form's FormActions. */
  actions: RecordFormActions;
}

/** The part of a TanStack Query mutation the dialog uses to save. */
export interface SaveMutation<Body, Saved = unknown> {
  mutate: (
    body: Body,
    options: { onSuccess: (saved: Saved) => void; onError?: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/** A save that sends the form's body changed first: what the dialog's owner fixes added, empty fields left out. */
export function savingAs<Body, Sent, Saved>(
  mutation: SaveMutation<Sent, Saved>,
  sent: (body: Body) => Sent,
): SaveMutation<Body, Saved> {
  return {
    mutate: (body, options) => mutation.mutate(sent(body), options),
    isPending: mutation.isPending,
  };
}

export type RecordFormDialogProps<Record, Values = unknown, Saved = unknown, Owner = object> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told the server's answer once the dialog has closed on a save (a new order then opens). */
  onSaved?: (saved: Saved) => void;
} & Owner &
  (
    | {
        /** Absent: create (a dialog that only creates is opened without it). */
        mode?: 'create';
        /** What the place the dialog opens from fixes (a payment's client and order). */
        initial?: Partial<Values>;
      }
    | { mode: 'edit'; record: Record }
  );

interface RecordKind<
  Record extends { id: number | string; version?: number },
  Values,
  Body,
  Saved,
  Owner,
> {
  /** The translation namespace: `<texts>.createTitle`, `<texts>.editTitle`, `<texts>.description`, `dialogClose`. */
  namespace: string;
  texts: string;
  /** `<texts>.createDescription` and `<texts>.editDescription` in place of the one description. */
  describesEachMode?: boolean;
  /** The values of the title's and description's placeholders, from what the dialog opens with. */
  textValues?: (owner: Owner) => { [placeholder: string]: string };
  /** The dialog's width, e.g. `max-w-lg`. */
  width: string;
  /**
   * The buttons' texts under `<texts>`: `cancel`; `create` (or `createText`) when creating and
   * `save` when editing, or `submitText` in both modes; `saving` (or `pendingText`) while saving.
   */
  createText?: string;
  submitText?: string;
  pendingText?: string;
  /** Cancel is refused while saving, so the dialog stays until the server answers. */
  holdCancelWhilePending?: boolean;
  Form: ComponentType<RecordFormProps<Values, Body>>;
  newValues: () => Values;
  /** The saves; `owner` is what the dialog opens with besides the record (the order an item is added to). */
  useCreate: (owner: Owner) => SaveMutation<Body, Saved>;
  /**
   * How a record is edited; a kind without them only creates (a payment, its void, a day's rates…).
   * An edit sends the fields the form changed (and `requiredOnUpdate`) with the version it read; a
   * save refused because someone changed the record meanwhile opens the conflict dialog (`entity`
   * names the record's fields).
   */
  valuesOf?: (record: Record) => Values;
  useUpdate?: (id: Record['id'], owner: Owner) => SaveMutation<VersionedSave<Body>, Saved>;
  entity?: AuditEntity;
  requiredOnUpdate?: readonly string[];
}

/**
 * The 'Add …' / 'Edit …' dialog of one kind of record: the form starts from fresh values each time it
 * opens, and the dialog closes once the server has saved it.
 */
export function recordFormDialog<
  Record extends { id: number | string; version?: number },
  Values,
  Body,
  Saved = unknown,
  Owner = object,
>(kind: RecordKind<Record, Values, Body, Saved, Owner>) {
  const useUpdate =
    kind.useUpdate ??
    ((_id: Record['id'], owner: Owner) =>
      savingAs(kind.useCreate(owner), ({ body }: VersionedSave<Body>) => body));
  return function RecordFormDialog(props: RecordFormDialogProps<Record, Values, Saved, Owner>) {
    const { t } = useTranslation(kind.namespace);
    const mode = props.mode ?? 'create';
    const create = kind.useCreate(props);
    // Hooks run in the same order every time: the update's is made, unused, while creating.
    const update = useUpdate((props.mode === 'edit' ? props.record.id : 0) as Record['id'], props);
    const edited = props.mode === 'edit' ? props.record : undefined;
    // The record as the form read it when it opened: a refresh meanwhile must not move the version sent.
    const [read, setRead] = useState(edited);
    const [stale, setStale] = useState<StaleSave | null>(null);
    useEffect(() => {
      if (props.open) setRead(edited);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
    }, [props.open]);
    const close = () => {
      setStale(null);
      props.onOpenChange(false);
    };
    const saved = (answer: Saved) => {
      close();
      props.onSaved?.(answer);
    };
    const sendEdit = (body: Body, version: number | undefined) =>
      update.mutate(
        { body, version },
        {
          onSuccess: saved,
          onError: (error) => {
            const refused = readStaleVersion(error);
            if (refused) setStale({ current: refused.current, mine: body as object });
          },
        },
      );
    const submit = (body: Body) =>
      read
        ? sendEdit(changedFields(body as object, read, kind.requiredOnUpdate) as Body, read.version)
        : create.mutate(body, { onSuccess: saved });
    const save = props.mode === 'edit' ? update : create;
    const textValues = kind.textValues?.(props) ?? {};
    const description = kind.describesEachMode ? `${mode}Description` : 'description';
    const submitText =
      kind.submitText ?? (mode === 'create' ? (kind.createText ?? 'create') : 'save');

    return (
      <TitledDialog
        open={props.open}
        onOpenChange={props.onOpenChange}
        closeLabel={t('dialogClose')}
        className={kind.width}
        title={t(`${kind.texts}.${mode}Title`, textValues)}
        description={t(`${kind.texts}.${description}`, textValues)}
      >
        {props.open && (
          <kind.Form
            mode={mode}
            defaultValues={
              props.mode === 'edit'
                ? (kind.valuesOf?.(props.record) ?? kind.newValues())
                : { ...kind.newValues(), ...props.initial }
            }
            onSubmit={submit}
            actions={{
              cancelLabel: t(`${kind.texts}.cancel`),
              onCancel: close,
              submitLabel: t(`${kind.texts}.${submitText}`),
              pendingLabel: t(`${kind.texts}.${kind.pendingText ?? 'saving'}`),
              pending: save.isPending,
              holdCancelWhilePending: kind.holdCancelWhilePending,
            }}
          />
        )}
        {stale && read && kind.entity && (
          <StaleVersionDialog
            entity={kind.entity}
            read={read}
            mine={stale.mine}
            current={stale.current}
            pending={update.isPending}
            onKeepTheirs={close}
            onApplyMine={() => sendEdit(stale.mine as Body, stale.current.version)}
          />
        )}
      </TitledDialog>
    );
  };
}
