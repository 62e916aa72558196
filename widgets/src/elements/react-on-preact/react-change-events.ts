import { options, type VNode } from 'preact';

/** Input types whose native `change` event already fires when React's onChange would. */
const CHANGE_ON_COMMIT = /^(checkbox|radio|file)$/;

/**
 * React's `onChange` on a text input or textarea fires on every keystroke (the DOM `input`
 * event); Preact core binds the DOM `change` event, which fires only on blur. The one piece of
 * preact/compat's prop normalization the lead form relies on.
 */
const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  const { type, props } = vnode;
  if (
    (type === 'input' || type === 'textarea') &&
    props.onChange &&
    !CHANGE_ON_COMMIT.test(String(props.type))
  ) {
    props.onInput = props.onChange;
    props.onChange = undefined;
  }
  previousVNodeHook?.(vnode);
};
