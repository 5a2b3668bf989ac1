import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/i18n';
import type { Testimonial } from '@contracts/testimonials';
import { I18nProvider } from '@web/lib/i18n';
import { profileQuery, projectsQuery, servicesQuery, testimonialsQuery } from '@web/lib/content-queries';
import HomeScreen from './screens/home';

const testimonials: Testimonial[] = [
  {
    id: '7d1f5a2e-1c0b-4c5e-9a57-0f6f0f1b2c01',
    quote: { es: 'Trabajo impecable y puntual.', en: '' },
    authorName: 'Ana Pérez',
    authorRole: { es: 'Directora, Casa Norte', en: 'Director, Casa Norte' },
    photo: null,
    order: 2,
  },
  {
    id: '7d1f5a2e-1c0b-4c5e-9a57-0f6f0f1b2c02',
    quote: { es: 'Entendió el negocio.', en: 'Understood the business.' },
    authorName: 'Luis Gómez',
    authorRole: { es: '', en: '' },
    photo: { src: '/uploads/luis.jpg', alt: { es: 'Luis', en: 'Luis, smiling' } },
    order: 1,
  },
];

/** The home screen as the server renders it, with the content answers already in the cache. */
function render(lang: Language, list: Testimonial[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  client.setQueryData(profileQuery().queryKey, undefined);
  client.setQueryData(servicesQuery().queryKey, []);
  client.setQueryData(projectsQuery().queryKey, []);
  client.setQueryData(testimonialsQuery().queryKey, list);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} onChange={() => {}}>
        <StaticRouter location="/app">
          <HomeScreen />
        </StaticRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the home screen testimonials', () => {
  it('shows the published testimonials in order, falling back to the other language', () => {
    const html = render('en', testimonials);
    expect(html).toContain('In the words of the people I work with');
    const luis = html.indexOf('Understood the business.');
    const ana = html.indexOf('Trabajo impecable y puntual.');
    expect(luis).toBeGreaterThan(-1);
    expect(ana).toBeGreaterThan(luis);
    expect(html).toContain('Director, Casa Norte');
    expect(html).toContain('alt="Luis, smiling"');
    expect(html).not.toContain('I will soon share');
  });

  it('invites the first testimonial when none is published', () => {
    const html = render('es', []);
    expect(html).toContain('Muy pronto compartiré aquí las experiencias de mis clientes.');
    expect(html).not.toContain('<blockquote');
  });
});
