// What other features may use of forms/: its named entry file (server/src/architecture.test.ts).
export type { ActiveFormCache } from './active-form-cache.ts';
export {
  createForm,
  type FormRecord,
  findPartnerForm,
  listPartnerForms,
  updatePartnerForm,
} from './form-store.ts';
export { partnerFormView } from './form-views.ts';
