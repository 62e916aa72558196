import type { FieldMessages } from '@mrn/sdk/schemas/api-error';
import { type FormEvent, useState } from 'react';
import type { ApiResult } from './api-request.ts';
import { fieldMessagesFrom } from './field-messages.ts';

/** A shared request schema (zod mini): only safeParse is needed here. */
export interface RequestSchema<Body> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Body }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface SchemaFormOptions<Body, Data> {
  /** The API's own request schema, so the form shows exactly the messages the API would answer. */
  schema: RequestSchema<Body>;
  /** Sends the checked body: one apiRequest call. */
  send: (body: Body) => Promise<ApiResult<Data>>;
  onSuccess: (data: Data, body: Body) => void;
  /** A check the schema cannot make (it needs what the page knows): field messages, or null when fine. */
  check?: (body: Body) => FieldMessages | null;
  /** Shown below the form when the values fail the check before anything is sent. */
  invalidMessage?: string;
  /** After the check before sending fails, e.g. to move focus to the first bad field. */
  onInvalid?: (fields: FieldMessages) => void;
  /** After the server refuses (its 422 field messages are already shown). */
  onFailure?: (fields: FieldMessages) => void;
  /** Success leaves the page: the button stays disabled until it is gone. */
  leavesPage?: boolean;
}

/**
 * The submit cycle every app form repeats: check the values with the shared schema, POST (or PUT,
 * PATCH) them, put the server's field messages beside the fields and its message below the form.
 */
export function useSchemaForm<Body, Data>(options: SchemaFormOptions<Body, Data>) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  function refuse(fields: FieldMessages) {
    setErrors(fields);
    if (options.invalidMessage) setError(options.invalidMessage);
    options.onInvalid?.(fields);
  }

  async function submit(event: FormEvent, values: unknown) {
    event.preventDefault();
    setError('');
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) return refuse(fieldMessagesFrom(parsed.error));
    const refused = options.check?.(parsed.data);
    if (refused) return refuse(refused);
    setErrors({});
    setBusy(true);
    const result = await options.send(parsed.data);
    if (!(result.ok && options.leavesPage)) setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      // A refusal that is one field's own message is said beside that field, not a second time below.
      setError(Object.values(result.fields).includes(result.message) ? '' : result.message);
      options.onFailure?.(result.fields);
      return;
    }
    options.onSuccess(result.data, parsed.data);
  }

  /** Forget the messages, e.g. when a form opens again. */
  function clear() {
    setErrors({});
    setError('');
  }

  return { errors, error, busy, submit, clear };
}
