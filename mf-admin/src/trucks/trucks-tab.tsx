import { api } from '@silkway/contracts';
import { CardGridTab } from '../record-actions/index.js';
import { TruckGrid } from './truck-cards/truck-grid.js';
import { TruckFormDialog } from './truck-form/truck-form-dialog.js';
import { registerTrucksTranslations } from './trucks-translations.js';

registerTrucksTranslations();

/** Trucks tab (product.md §2.10): truck cards with their load and fill, the add dialog; a card opens its goods and materials. */
export function TrucksTab() {
  return (
    <CardGridTab
      namespace="admin-trucks"
      grid={<TruckGrid />}
      AddDialog={TruckFormDialog}
      addCall={api.trucks.create}
    />
  );
}
