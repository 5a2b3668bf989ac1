import { describe, expect, it } from 'vitest';
import { renderMail } from './layout';
import { extractLinks } from './links';

describe('renderMail', () => {
  const content = {
    lang: 'en' as const,
    preheader: 'A short preview',
    heading: 'Confirm <your> e-mail',
    paragraphs: ['Tom & Jerry say "hi".', 'Second paragraph.'],
    action: { label: 'Confirm', url: 'https://estudio.example/verify?token=a&type=signup' },
    code: '042137',
    footnote: 'If you did not ask for this, ignore this e-mail.',
  };

  it('renders a complete, escaped HTML document in the site look', () => {
    const { html } = renderMail(content);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('Confirm &lt;your&gt; e-mail');
    expect(html).toContain('Tom &amp; Jerry say &quot;hi&quot;.');
    expect(html).not.toContain('<your>');
    expect(html).toContain('href="https://estudio.example/verify?token=a&amp;type=signup"');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('background-color:#b4532a');
    expect(html).toMatch(/font-family:Georgia/);
    expect(html).toContain('>Estudio</td>');
    expect(html).toContain('042137');
    expect(html).toContain('A short preview');
    expect(html).not.toMatch(/<script|<style|<link/);
  });

  it('writes the plain-text part with the link and the code spelled out', () => {
    const { text } = renderMail(content);
    expect(text).toContain('Confirm <your> e-mail');
    expect(text).toContain('Confirm:\nhttps://estudio.example/verify?token=a&type=signup');
    expect(text).toContain('Or enter this code: 042137');
    expect(text).toContain('If you did not ask for this, ignore this e-mail.');
    expect(text).not.toMatch(/<(p|a|table|br)\b/);
  });

  it('speaks the mail language in its own words and leaves out what is not given', () => {
    const { html, text } = renderMail({
      lang: 'es',
      heading: 'Hola',
      paragraphs: ['Uno'],
      siteName: 'Mi Estudio',
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Ciudad de México');
    expect(html).not.toContain('<a ');
    expect(text.startsWith('Mi Estudio\n\nHola\n\nUno\n\n--\nMi Estudio · Ciudad de México')).toBe(true);
  });
});

describe('extractLinks', () => {
  it('finds every http(s) link in the text and the HTML, in order, once each', () => {
    const text = 'Open https://a.example/x?y=1&z=2. Or (https://b.example/path) or mailto:me@a.example';
    const html =
      '<a href="https://a.example/x?y=1&amp;z=2">go</a> <a href=\'https://c.example/\'>c</a>' +
      '<a href="javascript:alert(1)">no</a> <p>see https://d.example/page&amp;q</p>';
    expect(extractLinks(text, html)).toEqual([
      'https://a.example/x?y=1&z=2',
      'https://b.example/path',
      'https://c.example/',
      'https://d.example/page&q',
    ]);
  });

  it('finds nothing in a mail without links', () => {
    expect(extractLinks('Hola', '<p>Hola</p>')).toEqual([]);
  });
});
