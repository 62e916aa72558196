import type { APIRoute } from 'astro';
import { buildStamp } from '../config/build-environment.mjs';

/** Records the settings baked into this build; scripts/start.mjs rebuilds when they differ. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildStamp()), { headers: { 'content-type': 'application/json' } });
