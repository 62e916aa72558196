// What other features may use of webhooks/: its named entry file (server/src/architecture.test.ts).
export { enqueueLeadEvents } from './enqueue-webhook-event.ts';
