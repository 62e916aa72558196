import LiveMessage from './LiveMessage.tsx';

interface LoadFailureProps {
  message: string;
  onRetry: () => void;
}

/** What a panel shows when its data did not load: the reason, announced, and a Try again button. */
export default function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <>
      <LiveMessage tone="error">
        <p>{message}</p>
      </LiveMessage>
      <button className="button button-secondary app-small-button" type="button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
