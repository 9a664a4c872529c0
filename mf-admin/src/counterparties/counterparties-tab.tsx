import type { CounterpartyAnswer } from '@silkway/contracts';
import { Button, ConfirmDialog, Input } from '@silkway/ui';
import { Plus, SearchX, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useNavigate } from '@silkway/app-frame/router';
import { adminPaths } from '../admin-paths.js';
import { registerCounterpartiesTranslations } from './counterparties-translations.js';
import { CounterpartyCards } from './counterparties-list/counterparty-cards.js';
import { filterCounterparties } from './counterparties-list/counterparty-search.js';
import { CounterpartyFormDialog } from './counterparty-form/counterparty-form-dialog.js';
import { useDeleteCounterparty } from './data/counterparty-mutations.js';
import { useCounterparties } from './data/counterparty-queries.js';
import { ListLoading, ListLoadError, ListMessage } from '../list-states/index.js';
import { Allowed } from '../auth/index.js';

registerCounterpartiesTranslations();

/** Counterparties tab (product.md §2.10): search, the card grid, create, edit and delete; a card opens the counterparty's page. */
export function CounterpartiesTab() {
  const { t } = useTranslation('admin-counterparties');
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CounterpartyAnswer | null>(null);
  const [deleting, setDeleting] = useState<CounterpartyAnswer | null>(null);

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Input
          type="search"
          aria-label={t('toolbar.searchLabel')}
          placeholder={t('toolbar.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="min-w-0 sm:flex-1"
        />
        <Allowed permission="counterparties.write">
          <Button onClick={() => setCreating(true)}>
            <Plus strokeWidth={2} aria-hidden />
            {t('toolbar.add')}
          </Button>
        </Allowed>
      </div>
      <CounterpartiesList
        searchText={searchText}
        onOpen={(counterparty) => navigate(adminPaths.counterparty(counterparty.id))}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <CounterpartyFormDialog mode="create" open={creating} onOpenChange={setCreating} />
      {editing && (
        <CounterpartyFormDialog
          mode="edit"
          record={editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteCounterpartyDialog counterparty={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}

interface CounterpartiesListProps {
  searchText: string;
  onOpen: (counterparty: CounterpartyAnswer) => void;
  onEdit: (counterparty: CounterpartyAnswer) => void;
  onDelete: (counterparty: CounterpartyAnswer) => void;
}

/** The grid with its loading, empty, no-match and error states. */
function CounterpartiesList({ searchText, ...actions }: CounterpartiesListProps) {
  const { t } = useTranslation('admin-counterparties');
  const list = useCounterparties();

  if (list.isPending) {
    return (
      <ListLoading
        label={t('list.loading')}
        count={3}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
        placeholderClassName="h-52 w-full"
      />
    );
  }
  if (list.isError) {
    return (
      <ListLoadError
        title={t('list.errorTitle')}
        message={list.error.message}
        retryLabel={t('list.retry')}
        onRetry={list.refetch}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <ListMessage
        icon={UsersRound}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }
  const shown = filterCounterparties(list.data, searchText);
  if (shown.length === 0) {
    return (
      <ListMessage
        icon={SearchX}
        title={t('list.noMatchesTitle')}
        description={t('list.noMatchesDescription')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <CounterpartyCards counterparties={shown} {...actions} />
      <p aria-live="polite" className="text-center text-sm text-neutral-600">
        {t('list.shown', { count: shown.length })}
      </p>
    </div>
  );
}

/** product.md §5: deleting a counterparty asks first. */
function DeleteCounterpartyDialog({
  counterparty,
  onClose,
}: {
  counterparty: CounterpartyAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-counterparties');
  const deleteCounterparty = useDeleteCounterparty(counterparty.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description', { name: counterparty.name })}
      confirmLabel={t('deleteDialog.confirm')}
      cancelLabel={t('deleteDialog.cancel')}
      closeLabel={t('dialogClose')}
      onConfirm={() => deleteCounterparty.mutate(undefined, { onSuccess: onClose })}
      pending={deleteCounterparty.isPending}
    />
  );
}
