import { api, type InventoryItemAnswer, type WarehouseAnswer } from '@silkway/contracts';
import { callUrl } from '@silkway/web-client';
import { Button, ConfirmDialog } from '@silkway/ui';
import { FileSpreadsheet, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import {
  useDeleteStockLine,
  type useWarehouseStock,
  warehouseKeys,
} from '../../warehouses/index.js';
import { StockFormDialog } from './stock-form-dialog.js';
import { StockCards, StockTable } from './stock-line-views.js';
import { matchesStockSearch } from './stock-search.js';
import { ListedRows } from '../../list-states/index.js';
import { ExportButtons, ImportDialog } from '../../spreadsheets/index.js';
import { SearchInput } from '../../list-filters/index.js';
import { Allowed, operation } from '../../auth/index.js';
import { AddButton } from '../../record-actions/index.js';

interface StockSectionProps {
  warehouse: WarehouseAnswer;
  stock: ReturnType<typeof useWarehouseStock>;
}

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; line: InventoryItemAnswer }
  | { kind: 'delete'; line: InventoryItemAnswer }
  | { kind: 'import' }
  | null;

/** The warehouse's stock lines: search as you type, add, edit and delete (after a confirmation). */
export function StockSection({ warehouse, stock }: StockSectionProps) {
  const { t } = useTranslation('admin-warehouses');
  const { t: tData } = useTranslation('admin-data');
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = () => setDialog(null);

  return (
    <section aria-labelledby="warehouse-stock-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="warehouse-stock-title" className="text-lg font-semibold text-navy-900">
          {t('stock.title')}
        </h3>
        <div className="flex flex-col gap-2 sm:flex-row">
          <SearchInput
            label={t('stock.search')}
            placeholder={t('stock.search')}
            value={query}
            onChange={setQuery}
            className="sm:w-96"
          />
          <AddButton
            label={t('stock.add')}
            onAdd={() => setDialog({ kind: 'add' })}
            call={api.stock.add}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ExportButtons
          call={api.spreadsheets.exportStock}
          hrefOf={(format) =>
            callUrl(api.spreadsheets.exportStock, {
              params: { id: warehouse.id },
              query: { format },
            })
          }
        />
        <Allowed call={api.spreadsheets.importStock}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialog({ kind: 'import' })}
            {...operation(api.spreadsheets.importStock)}
          >
            <FileSpreadsheet strokeWidth={2} aria-hidden />
            {tData('import.open')}
          </Button>
        </Allowed>
      </div>
      <StockLines
        stock={stock}
        query={query}
        onEdit={(line) => setDialog({ kind: 'edit', line })}
        onDelete={(line) => setDialog({ kind: 'delete', line })}
      />

      <StockFormDialog
        mode="create"
        warehouseId={warehouse.id}
        open={dialog?.kind === 'add'}
        onOpenChange={closeDialog}
      />
      {dialog?.kind === 'edit' && (
        <StockFormDialog
          mode="edit"
          warehouseId={warehouse.id}
          record={dialog.line}
          open
          onOpenChange={closeDialog}
        />
      )}
      <ImportDialog
        title={tData('import.stockTitle')}
        sheet="warehouseStock"
        id={warehouse.id}
        open={dialog?.kind === 'import'}
        onOpenChange={closeDialog}
        refreshes={[warehouseKeys.stock]}
      />
      {dialog?.kind === 'delete' && (
        <DeleteStockLineDialog line={dialog.line} onClose={closeDialog} />
      )}
    </section>
  );
}

interface StockLinesProps {
  stock: StockSectionProps['stock'];
  query: string;
  onEdit: (line: InventoryItemAnswer) => void;
  onDelete: (line: InventoryItemAnswer) => void;
}

function StockLines({ stock, query, onEdit, onDelete }: StockLinesProps) {
  const { t } = useTranslation('admin-warehouses');
  return (
    <ListedRows
      list={stock}
      rows={stock.data?.filter((line) => matchesStockSearch(line, query))}
      namespace="admin-warehouses"
      texts="stock"
      // With no lines at all the stock is empty, whatever the search says.
      filtered={(stock.data?.length ?? 0) > 0}
      emptyIcon={PackageOpen}
      loading={{ count: 3, className: 'grid gap-3', placeholderClassName: 'h-16 w-full' }}
    >
      {(lines) => (
        <div className="flex flex-col gap-3">
          <div className="hidden xl:block">
            <StockTable lines={lines} onEdit={onEdit} onDelete={onDelete} />
          </div>
          <div className="xl:hidden">
            <StockCards lines={lines} onEdit={onEdit} onDelete={onDelete} />
          </div>
          {lines.length < (stock.data?.length ?? 0) && (
            <p aria-live="polite" className="text-center text-sm text-neutral-600">
              {t('stock.shown', { shown: lines.length, total: stock.data?.length ?? 0 })}
            </p>
          )}
        </div>
      )}
    </ListedRows>
  );
}

function DeleteStockLineDialog({
  line,
  onClose,
}: {
  line: InventoryItemAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-warehouses');
  const deleteLine = useDeleteStockLine(line.id, line.version);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deleteStock.title')}
      description={t('deleteStock.description', { name: line.name, code: line.code })}
      confirmLabel={t('deleteStock.confirm')}
      cancelLabel={t('deleteStock.cancel')}
      closeLabel={t('dialogClose')}
      pending={deleteLine.isPending}
      onConfirm={() => deleteLine.mutate(undefined, { onSuccess: onClose })}
    />
  );
}
