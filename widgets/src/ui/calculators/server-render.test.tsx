// The site server-renders each calculator and hydrates it as an island. This renders every one to
// HTML, hydrates that HTML with React and checks React reported no mismatch and the form works.
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALCULATORS } from './index';

describe.each(Object.values(CALCULATORS))('$id calculator', (calculator) => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('hydrates its server HTML without mismatches and computes on Calculate!', async () => {
    const { default: Calculator } = await calculator.load();
    const html = renderToString(<Calculator ctaHref="https://app.test/signup" />);
    expect(html).toContain('Click &quot;Calculate!&quot; to see');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Calculator ctaHref="https://app.test/signup" />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate!' }));
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Click "Calculate!" to see');
    expect(screen.getByRole('link', { name: new RegExp(calculator.ctaLabel) })).toHaveAttribute(
      'href',
      'https://app.test/signup',
    );
  });
});
