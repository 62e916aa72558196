import type { ReactNode } from 'react';

interface LiveMessageProps {
  /** 'error' is announced at once (role=alert); 'status' waits for a pause (role=status). */
  tone: 'error' | 'status' | 'success';
  children?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A live region that is always in the page, empty until there is something to say: screen readers
 * only announce changes inside regions that existed before the change.
 */
export default function LiveMessage({ tone, children, id, className = '' }: LiveMessageProps) {
  const hasContent = children !== undefined && children !== null && children !== false && children !== '';
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`app-live ${hasContent ? `app-message app-message-${tone}` : ''} ${className}`.trim()}
    >
      {hasContent ? children : null}
    </div>
  );
}
