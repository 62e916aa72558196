// What other features may use of account-alerts/: its named entry file (server/src/architecture.test.ts).
export { claimAlertAddress, heldSlotCount, heldSlots, pauseAlertsOverPlanLimit } from './alert-slots.ts';
