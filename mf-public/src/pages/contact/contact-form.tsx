import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@silkway/i18n/react';
import { CheckCircle2 } from 'lucide-react';
import { contactMessage, type ContactMessage } from '@silkway/contracts';
import { Button, FormField, Input, Textarea, toast } from '@silkway/ui';
import { serverErrorMessage } from '../../forms/server-error-message.js';
import { useFieldErrorText } from '../../forms/field-error-text.js';
import { useSendContactMessage } from './use-send-contact-message.js';

const emptyMessage: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

/** The subject field, focused by the page's "write to us" button. */
export const contactSubjectFieldId = 'contact-subject';

/** Message form of product.md §2.6: editing, sending, then a confirmation that can go back to a fresh form. */
export function ContactForm() {
  const { t } = useTranslation('public');
  const fieldErrorText = useFieldErrorText();
  const sendContactMessage = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessage>({
    resolver: zodResolver(contactMessage),
    defaultValues: emptyMessage,
  });

  const submit = handleSubmit((message) =>
    sendContactMessage.mutate(message, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('contact.form.successTitle'),
          description: t('contact.form.successText'),
        });
        reset(emptyMessage);
        setSent(true);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('contact.form.errorTitle'),
          description: serverErrorMessage(error),
        });
      },
    }),
  );

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-status-done-fg" />
        <h3 className="text-xl font-semibold text-navy-900">{t('contact.form.successTitle')}</h3>
        <p className="text-neutral-600">{t('contact.form.successText')}</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('contact.form.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('contact.form.name')}
          required
          error={fieldErrorText(errors.name?.message)}
        >
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          label={t('contact.form.email')}
          required
          error={fieldErrorText(errors.email?.message)}
        >
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label={t('contact.form.phone')} error={fieldErrorText(errors.phone?.message)}>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="+992 XX XXX XX XX"
            {...register('phone')}
          />
        </FormField>
        <FormField
          id={contactSubjectFieldId}
          label={t('contact.form.subject')}
          required
          error={fieldErrorText(errors.subject?.message)}
        >
          <Input {...register('subject')} />
        </FormField>
      </div>
      <FormField
        label={t('contact.form.message')}
        required
        error={fieldErrorText(errors.message?.message)}
      >
        <Textarea
          rows={6}
          placeholder={t('contact.form.messagePlaceholder')}
          {...register('message')}
        />
      </FormField>
      <Button type="submit" disabled={sendContactMessage.isPending} className="w-full sm:w-auto">
        {sendContactMessage.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
