import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary is the filled default; secondary is outlined; ghost has no border until hovered. */
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={['button', variant !== 'primary' && `button--${variant}`, className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
}
