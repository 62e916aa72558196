import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const temporaryDirectory = () => mkdtempSync(path.join(tmpdir(), 'mrn-config-'));

describe('loadConfig', () => {
  it('works with an empty environment: PGlite, .eml mail, port 3000, a persisted random secret', () => {
    const dataDirectory = temporaryDirectory();
    const config = loadConfig({ DATA_DIR: dataDirectory });
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      APP_URL: 'http://localhost:3000/app',
      WORKER: 'on',
      DATA_DIR: dataDirectory,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.AMPLITUDE_API_KEY).toBeUndefined();
    expect(config.SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDirectory, 'secret'), 'utf8').trim()).toBe(config.SECRET);
    expect(loadConfig({ DATA_DIR: dataDirectory }).SECRET).toBe(config.SECRET);
  });

  it('resolves a relative DATA_DIR from where npm was run (INIT_CWD), so workspace scripts share ./data', () => {
    const root = temporaryDirectory();
    const config = loadConfig({ DATA_DIR: './data', INIT_CWD: root, SECRET: 'a-secret-long-enough' });
    expect(config.DATA_DIR).toBe(path.join(root, 'data'));
  });

  it('treats empty strings as unset and trims trailing slashes from URLs', () => {
    const config = loadConfig({
      DATA_DIR: temporaryDirectory(),
      DATABASE_URL: '',
      AMPLITUDE_API_KEY: '',
      PUBLIC_URL: 'https://rates.example/',
      SECRET: 'a-secret-of-enough-length',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.AMPLITUDE_API_KEY).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://rates.example');
    expect(config.APP_URL).toBe('https://rates.example/app');
    expect(config.SECRET).toBe('a-secret-of-enough-length');
  });

  it('takes APP_URL as given when it is set (an app on its own host)', () => {
    const config = loadConfig({
      DATA_DIR: temporaryDirectory(),
      PUBLIC_URL: 'https://rates.example',
      APP_URL: 'https://app.rates.example/',
      SECRET: 'a-secret-of-enough-length',
    });
    expect(config.APP_URL).toBe('https://app.rates.example');
  });

  it('lists every invalid variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WORKER: 'maybe', SECRET: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WORKER: 'maybe', SECRET: 'short' });
    } catch (error) {
      for (const name of ['PORT', 'DATABASE_URL', 'WORKER', 'SECRET'])
        expect((error as Error).message).toContain(name);
    }
  });
});
