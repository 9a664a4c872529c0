import { zodResolver } from '@hookform/resolvers/zod';
import { archiveFolderCreateBody } from '@silkway/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@silkway/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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

/** 'Создать папку' (SPEC §5: the name must not be empty) inside the open folder. */
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialogClose')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('folderForm.title')}</DialogTitle>
          <DialogDescription>{t('folderForm.description', { location })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label={t('folderForm.name')} required error={errors.name?.message}>
            <Input
              {...register('name')}
              autoComplete="off"
              placeholder={t('folderForm.namePlaceholder')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('folderForm.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('folderForm.creating') : t('folderForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
