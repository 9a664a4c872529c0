import { api, type CounterpartyAnswer } from '@silkway/contracts';
import { ConfirmDialog } from '@silkway/ui';
import { UsersRound } from 'lucide-react';
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
import { ListedRows } from '../list-states/index.js';
import { SearchInput } from '../list-filters/index.js';
import { AddButton } from '../record-actions/index.js';

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
        <SearchInput
          label={t('toolbar.searchLabel')}
          placeholder={t('toolbar.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
          className="min-w-0 sm:flex-1"
        />
        <AddButton
          label={t('toolbar.add')}
          onAdd={() => setCreating(true)}
          call={api.counterparties.create}
        />
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

  return (
    <ListedRows
      list={list}
      rows={list.data && filterCounterparties(list.data, searchText)}
      namespace="admin-counterparties"
      // With no counterparties at all the list is empty, whatever the search says.
      filtered={(list.data?.length ?? 0) > 0}
      emptyIcon={UsersRound}
      loading={{
        count: 3,
        className: 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3',
        placeholderClassName: 'h-52 w-full',
      }}
    >
      {(shown) => (
        <div className="flex flex-col gap-3">
          <CounterpartyCards counterparties={shown} {...actions} />
          <p aria-live="polite" className="text-center text-sm text-neutral-600">
            {t('list.shown', { count: shown.length })}
          </p>
        </div>
      )}
    </ListedRows>
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
  const deleteCounterparty = useDeleteCounterparty(counterparty.id, counterparty.version);
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
