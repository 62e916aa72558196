import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A partner's own website on another origin: one page with the business's name and the snippet pasted in. */
export interface PartnerSite {
  origin: string;
  /** What the page holds from now on: the install snippet the console gave. */
  paste(snippet: string): void;
  close(): void;
}

export async function startPartnerSite(businessName: string): Promise<PartnerSite> {
  let snippet = '';
  const server: Server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><title>${businessName}</title></head>
      <body><main><h1>${businessName}</h1>${snippet}</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paste: (pasted) => {
      snippet = pasted;
    },
    close: () => server.close(),
  };
}
