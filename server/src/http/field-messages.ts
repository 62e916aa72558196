import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { closestName } from './closest-name.ts';
import type { FieldMessages } from './errors.ts';
import { knownKeysAt } from './known-keys.ts';

function fieldName(path: readonly PropertyKey[], key?: string): string {
  const parts = path.map(String);
  if (key !== undefined) parts.push(key);
  return parts.length > 0 ? parts.join('.') : '_';
}

function unknownFieldMessage(schema: $ZodType, path: readonly PropertyKey[], key: string): string {
  const suggestion = closestName(key, knownKeysAt(schema, path));
  return suggestion ? `unknown field; did you mean ${suggestion}?` : 'unknown field';
}

/**
 * One message per field (the first issue of each path wins). An unknown key is named as a field
 * of its own, with the closest known name when one is near: a partner who sends `licenseId`
 * learns that we call it `licenceId`.
 */
export function fieldMessages(schema: $ZodType, issues: readonly $ZodIssue[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        messages[fieldName(issue.path, key)] ??= unknownFieldMessage(schema, issue.path, key);
    } else {
      messages[fieldName(issue.path)] ??= issue.message;
    }
  }
  return messages;
}
