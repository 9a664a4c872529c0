import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@silkway/i18n/react';
import { CheckCircle2 } from 'lucide-react';
import { contactMessage, type ContactMessage } from '@silkway/contracts';
import { Button, Input, Textarea } from '@silkway/ui';
import { sendWithToasts } from '../../forms/send-with-toasts.js';
import { PhoneInput, VisitorField } from '../../forms/visitor-field.js';
import { useSendContactMessage } from './use-send-contact-message.js';

const emptyMessage: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

/** The subject field, focused by the page's "write to us" button. */
export const contactSubjectFieldId = 'contact-subject';

/** Message form of product.md §2.6: editing, sending, then a confirmation that can go back to a fresh form. */
export function ContactForm() {
  const { t } = useTranslation('public');
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
    sendWithToasts(
      sendContactMessage,
      message,
      {
        success: () => ({
          title: t('contact.form.successTitle'),
          description: t('contact.form.successText'),
        }),
        errorTitle: t('contact.form.errorTitle'),
      },
      () => {
        reset(emptyMessage);
        setSent(true);
      },
    ),
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
        <VisitorField label={t('contact.form.name')} required error={errors.name}>
          <Input autoComplete="name" {...register('name')} />
        </VisitorField>
        <VisitorField label={t('contact.form.email')} required error={errors.email}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </VisitorField>
        <VisitorField label={t('contact.form.phone')} error={errors.phone}>
          <PhoneInput {...register('phone')} />
        </VisitorField>
        <VisitorField
          id={contactSubjectFieldId}
          label={t('contact.form.subject')}
          required
          error={errors.subject}
        >
          <Input {...register('subject')} />
        </VisitorField>
      </div>
      <VisitorField label={t('contact.form.message')} required error={errors.message}>
        <Textarea
          rows={6}
          placeholder={t('contact.form.messagePlaceholder')}
          {...register('message')}
        />
      </VisitorField>
      <Button type="submit" disabled={sendContactMessage.isPending} className="w-full sm:w-auto">
        {sendContactMessage.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
