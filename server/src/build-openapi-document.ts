import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { silentLogger } from './logger.ts';
import { generateOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document.ts';

/** Routes touch the database only when they answer a request; building the document sends none. */
const NO_DATABASE = new Proxy({} as Database, {
  get() {
    throw new Error('The app built for the OpenAPI document has no database.');
  },
});

/**
 * The document /api/openapi.json serves, without a running server (the site renders it at
 * /developers when it is built). The same createApp registers the same routes.
 */
export function buildOpenApiDocument(publicUrl: string): Promise<OpenApiDocument> {
  const config = loadConfig({ PUBLIC_URL: publicUrl, SECRET: 'document-only-secret-never-signs' });
  const app = createApp({ db: NO_DATABASE, config, logger: silentLogger() });
  return generateOpenApiDocument(app, config.PUBLIC_URL);
}
