import { describe, expect, it } from 'vitest';
import { BROWSER_UA, PHONE_UA } from '../../test/analytics-app';
import {
  deviceOf,
  excludedReason,
  normalisePath,
  referrerHost,
  screenBucket,
  utmOf,
  MAX_PATH,
} from './derive';

describe('what the server derives from a beacon', () => {
  it('normalises paths: no query or fragment, no repeated or trailing slashes, capped', () => {
    expect(normalisePath('/projects/casa-azul/?utm_source=x#top')).toBe('/projects/casa-azul');
    expect(normalisePath('//blog///post//')).toBe('/blog/post');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('?a=1')).toBe('/');
    expect(normalisePath('https://estudio.test/cv?x=1')).toBe('/cv');
    expect(normalisePath(`/${'a'.repeat(5000)}`)).toHaveLength(MAX_PATH);
  });

  it('reads UTM source, medium and campaign (lower case) and ignores other parameters', () => {
    expect(utmOf('/?utm_source=Newsletter&utm_medium=email&utm_campaign=Otono-2026&gclid=abc')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'otono-2026',
    });
    expect(utmOf('/projects')).toEqual({ utmSource: '', utmMedium: '', utmCampaign: '' });
    expect(utmOf(`/?utm_source=${'x'.repeat(500)}`).utmSource).toHaveLength(100);
  });

  it('keeps the referrer host without www, and treats the own host and non-web referrers as none', () => {
    expect(referrerHost('https://www.Google.com/search?q=estudio', 'estudio.test')).toBe('google.com');
    expect(referrerHost('https://estudio.test/projects', 'estudio.test')).toBe('');
    expect(referrerHost('https://www.estudio.test/', 'estudio.test')).toBe('');
    expect(referrerHost('android-app://com.slack', 'estudio.test')).toBe('');
    expect(referrerHost('not a url', 'estudio.test')).toBe('');
    expect(referrerHost(undefined, 'estudio.test')).toBe('');
  });

  it('excludes bots, Do Not Track and Global Privacy Control', () => {
    const counted = { userAgent: BROWSER_UA, dnt: undefined, gpc: undefined };
    expect(excludedReason(counted)).toBeNull();
    expect(excludedReason({ ...counted, dnt: '1' })).toBe('dnt');
    expect(excludedReason({ ...counted, dnt: '0' })).toBeNull();
    expect(excludedReason({ ...counted, gpc: '1' })).toBe('gpc');
    expect(excludedReason({ ...counted, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toBe(
      'bot',
    );
    expect(excludedReason({ ...counted, userAgent: 'curl/8.5.0' })).toBe('bot');
    expect(excludedReason({ ...counted, userAgent: undefined })).toBe('bot');
  });

  it('classes devices and browser families with the user-agent parser', () => {
    expect(deviceOf(BROWSER_UA)).toEqual({ device: 'desktop', browser: 'Chrome' });
    expect(deviceOf(PHONE_UA)).toEqual({ device: 'mobile', browser: 'Safari' });
  });

  it('buckets screen widths as the contract says', () => {
    expect([undefined, 390, 575, 576, 991, 992, 1439, 1440].map(screenBucket)).toEqual([
      '',
      'phone',
      'phone',
      'tablet',
      'tablet',
      'laptop',
      'laptop',
      'desktop',
    ]);
  });
});
