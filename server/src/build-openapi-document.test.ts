import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-openapi-document.ts';

describe('buildOpenApiDocument', () => {
  it('builds the document with no database at all (the site renders /developers at build time)', async () => {
    const document = await buildOpenApiDocument('https://rates.example.com');
    expect(document.servers).toEqual([{ url: 'https://rates.example.com' }]);
    expect(Object.keys(document.paths ?? {})).toContain('/api/forms/{id}/leads');
  });
});
