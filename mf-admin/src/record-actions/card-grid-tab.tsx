import type { ApiCall } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { AddButton, TabHeading } from './tab-heading.js';

interface CardGridTabProps {
  /** The translation namespace: `tab.title`, `tab.description` and `tab.add`. */
  namespace: string;
  grid: ReactNode;
  /** The catalogue call that adds a record; a role without it is not shown the add button. */
  addCall: ApiCall;
  AddDialog: ComponentType<{
    mode: 'create';
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }>;
}

/** A tab of records shown as cards (trucks, warehouses): its heading with the add button, the grid, the add dialog. */
export function CardGridTab({ namespace, grid, AddDialog, addCall }: CardGridTabProps) {
  const { t } = useTranslation(namespace);
  const [adding, setAdding] = useState(false);
  return (
    <section className="flex flex-col gap-5">
      <TabHeading
        title={t('tab.title')}
        description={t('tab.description')}
        action={<AddButton label={t('tab.add')} onAdd={() => setAdding(true)} call={addCall} />}
      />
      {grid}
      <AddDialog mode="create" open={adding} onOpenChange={setAdding} />
    </section>
  );
}
