import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@silkway/i18n/react';
import {
  quoteRequest,
  quoteRequestStepFields,
  serviceTypes,
  type QuoteRequest,
} from '@silkway/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  FormField,
  Input,
  Textarea,
} from '@silkway/ui';
import { sendWithToasts } from '../forms/send-with-toasts.js';
import { CheckedPoint } from '../sections/checked-point.js';
import { PhoneInput, VisitorField } from '../forms/visitor-field.js';
import { useSendQuoteRequest } from './use-send-quote-request.js';

type WizardStep = 1 | 2 | 3;
const lastStep = 3;

const emptyRequest: QuoteRequest = {
  name: '',
  phone: '',
  email: '',
  company: '',
  serviceType: '',
  sourceCountry: '',
  destinationCountry: '',
  estimatedBudget: '',
  timeline: '',
  description: '',
};

// A native select: keyboard and screen-reader behaviour for free, styled like @silkway/ui's Input.
const selectClassName =
  'h-10 w-full rounded-[var(--radius-control)] border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus-visible:border-navy-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200 aria-[invalid=true]:border-danger';

interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The three-step quote request wizard of product.md §2.9 and §4. */
export function QuoteRequestDialog({ open, onOpenChange }: QuoteRequestDialogProps) {
  const { t } = useTranslation('public');
  const [step, setStep] = useState<WizardStep>(1);
  const sendQuoteRequest = useSendQuoteRequest();
  const {
    register,
    handleSubmit,
    trigger,
    reset,
    formState: { errors },
  } = useForm<QuoteRequest>({
    resolver: zodResolver(quoteRequest),
    defaultValues: emptyRequest,
    // A field checked by "Next" is checked again as it is corrected, so a fixed field's error goes.
    mode: 'onTouched',
  });

  const goNext = async () => {
    if (step === lastStep) return;
    if (await trigger([...quoteRequestStepFields[step]])) setStep((step + 1) as WizardStep);
  };
  const goBack = () =>
    setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current));

  const submit = handleSubmit((request) =>
    sendWithToasts(
      sendQuoteRequest,
      request,
      {
        success: ({ id }) => ({
          title: t('quote.successTitle'),
          description: t('quote.successText', { id }),
        }),
        errorTitle: t('quote.errorTitle'),
      },
      () => {
        onOpenChange(false);
        reset(emptyRequest);
        setStep(1);
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('quote.close')} className="sm:max-w-xl">
        <DialogTitle>{t('quote.title')}</DialogTitle>
        <DialogDescription>{t('quote.description')}</DialogDescription>

        <div className="mt-2 space-y-2">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="font-medium text-navy-900">{t('quote.stepOf', { step })}</span>
            <span className="text-neutral-600">{t(`quote.stepTitles.${step}`)}</span>
          </div>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((step / lastStep) * 100)}
            aria-label={t('quote.stepOf', { step })}
            className="h-2 overflow-hidden rounded-full bg-neutral-200"
          >
            <div
              className="h-full rounded-full bg-signal-500 transition-[width] duration-200 ease-out"
              style={{ width: `${(step / lastStep) * 100}%` }}
            />
          </div>
        </div>

        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          {step === 1 && (
            <div className="grid gap-4 sm:grid-cols-2">
              <VisitorField label={t('quote.fields.name')} required error={errors.name}>
                <Input autoComplete="name" {...register('name')} />
              </VisitorField>
              <VisitorField label={t('quote.fields.phone')} required error={errors.phone}>
                <PhoneInput {...register('phone')} />
              </VisitorField>
              <VisitorField label={t('quote.fields.email')} error={errors.email}>
                <Input type="email" autoComplete="email" {...register('email')} />
              </VisitorField>
              <FormField label={t('quote.fields.company')}>
                <Input autoComplete="organization" {...register('company')} />
              </FormField>
            </div>
          )}

          {step === 2 && (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <VisitorField
                  label={t('quote.fields.serviceType')}
                  required
                  error={errors.serviceType}
                >
                  <select
                    className={selectClassName}
                    {...register('serviceType', {
                      // A choice from the list is final: its error goes at once, not on leaving it.
                      onChange: () => errors.serviceType && trigger('serviceType'),
                    })}
                  >
                    <option value="">{t('quote.fields.serviceTypePlaceholder')}</option>
                    {serviceTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`serviceTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </VisitorField>
              </div>
              <FormField label={t('quote.fields.sourceCountry')}>
                <Input autoComplete="off" {...register('sourceCountry')} />
              </FormField>
              <FormField label={t('quote.fields.destinationCountry')}>
                <Input autoComplete="country-name" {...register('destinationCountry')} />
              </FormField>
              <FormField label={t('quote.fields.estimatedBudget')}>
                <Input
                  placeholder={t('quote.fields.estimatedBudgetPlaceholder')}
                  {...register('estimatedBudget')}
                />
              </FormField>
              <FormField label={t('quote.fields.timeline')}>
                <Input
                  placeholder={t('quote.fields.timelinePlaceholder')}
                  {...register('timeline')}
                />
              </FormField>
            </div>
          )}

          {step === 3 && (
            <div className="space-y-4">
              <VisitorField
                label={t('quote.fields.description')}
                required
                error={errors.description}
              >
                <Textarea
                  rows={5}
                  placeholder={t('quote.fields.descriptionPlaceholder')}
                  {...register('description')}
                />
              </VisitorField>
              <section aria-labelledby="quote-what-next" className="rounded-xl bg-neutral-50 p-4">
                <h3 id="quote-what-next" className="text-sm font-semibold text-navy-900">
                  {t('quote.whatNext.title')}
                </h3>
                <ul className="mt-2 space-y-1.5 text-sm text-neutral-700">
                  {(['p1', 'p2', 'p3', 'p4'] as const).map((point) => (
                    <CheckedPoint key={point}>{t(`quote.whatNext.${point}`)}</CheckedPoint>
                  ))}
                </ul>
              </section>
            </div>
          )}

          <div className="flex justify-between gap-3 pt-2">
            <Button type="button" variant="secondary" onClick={goBack} disabled={step === 1}>
              {t('quote.back')}
            </Button>
            {step < lastStep ? (
              <Button key="next" type="button" onClick={() => void goNext()}>
                {t('quote.next')}
              </Button>
            ) : (
              <Button key="submit" type="submit" disabled={sendQuoteRequest.isPending}>
                {sendQuoteRequest.isPending ? t('quote.sending') : t('quote.submit')}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
