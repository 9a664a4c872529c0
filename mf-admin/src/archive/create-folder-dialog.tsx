import { zodResolver } from '@hookform/resolvers/zod';
import { archiveFolderCreateBody } from '@silkway/contracts';
import { FormField, Input, TitledDialog } from '@silkway/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import { FormActions } from '../admin-forms/index.js';

/** Only the name is typed; where the folder goes comes from the open folder. */
const folderNameForm = archiveFolderCreateBody.pick({ name: true });

interface CreateFolderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open folder's path as the breadcrumb reads it. */
  location: string;
  /** Called with the trimmed, non-empty name; answers whether the folder was created. */
  onCreate: (name: string) => Promise<boolean>;
  pending: boolean;
}

/** 'Создать папку' (product.md §5: the name must not be empty) inside the open folder. */
export function CreateFolderDialog({
  open,
  onOpenChange,
  location,
  onCreate,
  pending,
}: CreateFolderDialogProps) {
  const { t } = useTranslation('admin-archive');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ name: string }>({
    resolver: zodResolver(folderNameForm),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (open) reset({ name: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ name }) => {
    if (await onCreate(name)) onOpenChange(false);
  });

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-md"
      title={t('folderForm.title')}
      description={t('folderForm.description', { location })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t('folderForm.name')} required error={errors.name?.message}>
          <Input
            {...register('name')}
            autoComplete="off"
            placeholder={t('folderForm.namePlaceholder')}
          />
        </FormField>
        <FormActions
          cancelLabel={t('folderForm.cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('folderForm.create')}
          pendingLabel={t('folderForm.creating')}
          pending={pending}
        />
      </form>
    </TitledDialog>
  );
}
