import './react-change-events';

/**
 * What the lead form path imports from `react`, served by Preact core and hooks. The widget
 * scripts alias `react` here instead of to preact/compat (about 1.2 KB gzip less); the
 * calculators keep compat. A name the lead form starts importing that is missing here fails the
 * widget build ("is not exported"), so nothing can silently fall back.
 */
export { createElement, Fragment } from 'preact';
export { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
