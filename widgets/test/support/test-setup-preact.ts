// Setup for *.preact.test.tsx (react aliased to preact/compat): jest-dom matchers only; those
// tests render with Preact directly and unmount what they render.
import '@testing-library/jest-dom/vitest';
