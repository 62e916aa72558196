// npm run serve -w server: the API alone on PORT (the site's `npm start` serves pages, widgets and API together).
import { startServer } from '../start-server.ts';

const running = await startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
