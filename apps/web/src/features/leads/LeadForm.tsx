import './leads.css';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/TextField';
import { type LeadInput, type LeadKind, useCreateLead } from './useCreateLead';

interface LeadFormValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SEND_ERROR = 'Sorry, your message could not be sent. Please try again.';

export interface LeadFormProps {
  kind: LeadKind;
  submitLabel: string;
  successTitle: string;
  successMessage: string;
  messageLabel?: string;
}

function toInput(kind: LeadKind, values: LeadFormValues): LeadInput {
  const phone = values.phone.trim();
  const company = values.company.trim();
  return {
    kind,
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...(kind === 'business' && company ? { company } : {}),
  };
}

/**
 * The business inquiry and contact forms: validated here, stored by leads.create. The validation messages stay the
 * English texts of @laundry/validators/publicSite (LEAD_MESSAGES); the fields show them in the page's language
 * (ui/Field.tsx, inPageLanguage; es/spec-public.json).
 */
export function LeadForm({ kind, submitLabel, successTitle, successMessage, messageLabel }: LeadFormProps) {
  const t = useT();
  const createLead = useCreateLead();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LeadFormValues>({
    defaultValues: { name: '', company: '', email: '', phone: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createLead.mutateAsync(toInput(kind, values));
      reset();
      setSent(true);
    } catch {
      // the error banner below shows createLead.error
    }
  });

  if (sent) {
    return (
      // Focus moves to the confirmation, since the button that had it is gone.
      <div className="lead-form__sent" tabIndex={-1} ref={(element) => element?.focus()}>
        <Banner tone="success" title={successTitle}>
          <p>{successMessage}</p>
        </Banner>
        <Button
          variant="secondary"
          onClick={() => {
            createLead.reset();
            setSent(false);
          }}
        >
          {t('public.leadForm.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form className="lead-form" onSubmit={onSubmit} noValidate>
      <div className="form-grid">
        <TextField
          label={t('public.leadForm.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', {
            validate: (value) => value.trim() !== '' || 'Please enter your name.',
            maxLength: { value: 120, message: 'Please keep your name under 120 characters.' },
          })}
        />
        {kind === 'business' ? (
          <TextField
            label={t('public.leadForm.company')}
            autoComplete="organization"
            required
            error={errors.company?.message}
            {...register('company', {
              validate: (value) => value.trim() !== '' || 'Please enter your company name.',
              maxLength: { value: 160, message: 'Please keep the company name under 160 characters.' },
            })}
          />
        ) : null}
        <TextField
          label={t('public.leadForm.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => {
              if (value.trim() === '') return 'Email is required.';
              return EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address.';
            },
          })}
        />
        <TextField
          label={t('public.leadForm.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('public.leadForm.phoneHint')}
          error={errors.phone?.message}
          {...register('phone', {
            validate: (value) => {
              const digits = value.replace(/\D/g, '');
              if (digits === '') return true;
              return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
                ? true
                : 'Please enter a valid phone number.';
            },
          })}
        />
      </div>
      <TextAreaField
        label={messageLabel ?? t('public.leadForm.message')}
        required
        error={errors.message?.message}
        {...register('message', {
          validate: (value) => value.trim() !== '' || 'Please enter a message.',
          maxLength: { value: 2000, message: 'Please keep your message under 2,000 characters.' },
        })}
      />
      {createLead.isError ? (
        <Banner tone="error" className="lead-form__error">
          <p>{userMessage(createLead.error, SEND_ERROR)}</p>
        </Banner>
      ) : null}
      <Button type="submit" size="lg" busy={createLead.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
