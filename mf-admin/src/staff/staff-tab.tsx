import { api } from '@silkway/contracts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { PagedList } from '../list-states/index.js';
import { AddButton, TabHeading } from '../record-actions/index.js';
import { useStaffList } from './data/staff-api.js';
import { StaffFormDialog } from './staff-form-dialog.js';
import { StaffRow } from './staff-row.js';
import { registerStaffTranslations } from './staff-translations.js';

registerStaffTranslations();

/** Сотрудники (owner): everyone who signs in to the back office, their roles, adding a colleague. */
export function StaffTab() {
  const { t } = useTranslation('admin-staff');
  const list = useStaffList();
  const [adding, setAdding] = useState(false);

  return (
    <section className="flex flex-col gap-4">
      <TabHeading
        title={t('title')}
        description={t('description')}
        action={
          <AddButton label={t('add')} onAdd={() => setAdding(true)} call={api.staff.create} />
        }
      />
      <PagedList list={list} namespace="admin-staff" filtered={false} emptyIcon={Users}>
        {(users) => (
          <ul className="grid grid-cols-1 gap-3">
            {users.map((user) => (
              <StaffRow key={user.username} user={user} />
            ))}
          </ul>
        )}
      </PagedList>
      <StaffFormDialog mode="create" open={adding} onOpenChange={setAdding} />
    </section>
  );
}
