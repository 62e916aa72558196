import type { InputHTMLAttributes } from 'react';
import type { FieldIds } from './FieldShell';

export interface FieldInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'> {
  /** The ids of the FieldShell around it: the input carries the id and cites the hint and error. */
  ids: FieldIds;
  /** Held as text, exactly as typed. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The <input> of the text, number and date fields. The other attributes (type, name, value, step ...)
 * keep the order the caller gives them, so the rendered markup is the field's own.
 */
export function FieldInput({ ids, onChange, ...attributes }: FieldInputProps) {
  return (
    <input
      id={ids.id}
      className="mrn-field__input"
      part="input"
      {...attributes}
      aria-describedby={ids.describedBy}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
