import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/** A native button (keyboard and focus for free); defaults to type="button" so it never submits by accident. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['mrn-button', `mrn-button--${variant}`, className].filter(Boolean).join(' ');
  return <button part={`button button-${variant}`} {...rest} type={type} className={classes} />;
}
