import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('is a new-tab link to the sign-up page by default', () => {
    render(<CallToAction label="Get Rate Alerts" href="https://app.example.test/signup" />);
    const link = screen.getByRole('link', { name: /Get Rate Alerts/ });
    expect(link).toHaveAttribute('href', 'https://app.example.test/signup');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('is a button calling the handler when a partner supplies one', () => {
    const onAction = vi.fn();
    render(<CallToAction label="Track Rate Changes" href="https://unused.test" onAction={onAction} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Track Rate Changes' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
