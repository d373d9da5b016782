import type { FormEventHandler, ReactNode } from 'react';
import { ErrorSummary } from './error-summary';
import type { useKitForm } from './use-kit-form';

interface KitFormProps {
  kit: Pick<ReturnType<typeof useKitForm>, 'formRef' | 'summary'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** For a form with no heading of its own right above it. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** A kit form: the browser's own checks off (the kit's are clearer), the error summary first. */
export function KitForm({ kit, onSubmit, label, className = 'form', children }: KitFormProps) {
  return (
    // method="post": were it ever sent before the app runs, what was typed never lands in an address.
    <form
      ref={kit.formRef}
      method="post"
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      <ErrorSummary {...kit.summary} />
      {children}
    </form>
  );
}
