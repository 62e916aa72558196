// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import SendInstructionsForm from './SendInstructionsForm.tsx';

const ROUTE = 'POST /api/partner/forms/form_abc/install-instructions';

afterEach(() => vi.unstubAllGlobals());

describe('SendInstructionsForm', () => {
  it('sends the address and note, says where they went, and clears the fields', async () => {
    const api = fakeApi({
      [ROUTE]: {
        status: 202,
        body: { status: 'queued', message: 'The instructions are on their way to dev@agency.example.' },
      },
    });
    const user = userEvent.setup();
    render(<SendInstructionsForm formId="form_abc" />);
    await user.type(screen.getByLabelText('Web developer’s email'), 'Dev@Agency.example');
    await user.type(screen.getByLabelText('Note (optional)'), 'Please add it to /rates');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The instructions are on their way to dev@agency.example.',
    );
    expect(api.writes()).toMatchObject([
      {
        path: '/api/partner/forms/form_abc/install-instructions',
        body: { developerEmail: 'dev@agency.example', note: 'Please add it to /rates' },
      },
    ]);
    expect(screen.getByLabelText('Web developer’s email')).toHaveValue('');
  });

  it('shows the schema’s message beside the field and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    render(<SendInstructionsForm formId="form_abc" />);
    await user.type(screen.getByLabelText('Web developer’s email'), 'dev at agency');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    const field = screen.getByLabelText('Web developer’s email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter your web developer's email address/);
    expect(field).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('shows the server’s refusal (429) and keeps what was typed', async () => {
    fakeApi({
      [ROUTE]: apiError(429, 'rate_limited', 'You have sent these instructions 5 times in the last hour.'),
    });
    const user = userEvent.setup();
    render(<SendInstructionsForm formId="form_abc" />);
    await user.type(screen.getByLabelText('Web developer’s email'), 'dev@agency.example');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('5 times in the last hour');
    expect(screen.getByLabelText('Web developer’s email')).toHaveValue('dev@agency.example');
  });
});
