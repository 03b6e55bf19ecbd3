import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { territoryResolver } from './visibility.ts';

describe('territory of a request', () => {
  it('trusts no header unless one is configured (clients could send any value)', () => {
    const of = territoryResolver({ defaultCountry: 'US', countryHeader: undefined });
    expect(of({ headers: { 'x-country': 'GB' } })).toBe('US');
  });

  it('reads the configured CDN header, upper-cased, and falls back on a bad value', () => {
    const of = territoryResolver({ defaultCountry: 'CA', countryHeader: 'cf-ipcountry' });
    expect(of({ headers: { 'cf-ipcountry': 'gb' } })).toBe('GB');
    expect(of({ headers: { 'cf-ipcountry': ['ie', 'fr'] } })).toBe('IE');
    expect(of({ headers: { 'cf-ipcountry': 'XX1' } })).toBe('CA');
    expect(of({ headers: {} })).toBe('CA');
  });

  it('is configured by DEFAULT_COUNTRY and COUNTRY_HEADER', () => {
    expect(loadConfig({}).territory).toEqual({ defaultCountry: 'US', countryHeader: undefined });
    expect(loadConfig({ DEFAULT_COUNTRY: 'gb', COUNTRY_HEADER: 'CF-IPCountry' }).territory).toEqual(
      { defaultCountry: 'GB', countryHeader: 'cf-ipcountry' },
    );
    expect(() => loadConfig({ DEFAULT_COUNTRY: 'Britain' })).toThrow(
      'DEFAULT_COUNTRY must be a two-letter country code, e.g. US',
    );
    expect(() => loadConfig({ COUNTRY_HEADER: 'bad header' })).toThrow(
      'COUNTRY_HEADER must be an HTTP header name, e.g. cf-ipcountry',
    );
  });
});
