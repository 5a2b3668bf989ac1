import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Quote } from 'lucide-react';
import { pickText } from '@contracts/localized';
import type { Testimonial } from '@contracts/testimonials';
import { Button } from '@web/components/ui/button';
import { ContentImage, ContentImagePlaceholder } from '@web/components/ui/content-media';
import { Container, Eyebrow, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { testimonialsQuery } from '@web/lib/content-queries';

export function Testimonials({ email }: { email: string | undefined }) {
  const { t } = useI18n();
  const testimonials = useQuery(testimonialsQuery());
  const list = [...(testimonials.data ?? [])].sort((a, b) => a.order - b.order);
  const invite = email ? (
    <Button asChild variant="link" className="h-auto px-0 text-base">
      <a href={`mailto:${email}?subject=${encodeURIComponent(t('home.testimonials.mailSubject'))}`}>
        {t('home.testimonials.action')}
        <ArrowRight aria-hidden />
      </a>
    </Button>
  ) : null;
  const heading = (
    <h2 id="testimonials-title" className="font-display text-2xl leading-tight tracking-tight sm:text-3xl">
      {t('home.testimonials.title')}
    </h2>
  );

  if (testimonials.isPending)
    return (
      <Section aria-labelledby="testimonials-title" className="pt-0 sm:pt-0">
        <Container className="space-y-8">
          <div className="space-y-3">
            <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
            {heading}
          </div>
          <div
            role="status"
            aria-label={t('home.testimonials.loading')}
            className="grid gap-6 md:grid-cols-2"
          >
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-48 w-full rounded-3xl" />
            ))}
          </div>
        </Container>
      </Section>
    );

  // None published yet (or they could not be loaded): the invitation to write one.
  if (list.length === 0)
    return (
      <Section aria-labelledby="testimonials-title" className="pt-0 sm:pt-0">
        <Container>
          <div className="grid gap-6 rounded-3xl border border-dashed border-border p-8 sm:p-12 md:grid-cols-[auto_1fr] md:gap-10">
            <Quote aria-hidden className="size-10 text-accent" />
            <div className="max-w-2xl space-y-3">
              <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
              {heading}
              <p className="text-muted-foreground text-pretty">{t('home.testimonials.empty')}</p>
              {invite}
            </div>
          </div>
        </Container>
      </Section>
    );

  return (
    <Section aria-labelledby="testimonials-title" className="pt-0 sm:pt-0">
      <Container className="space-y-10">
        <div className="space-y-3">
          <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
          {heading}
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {list.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        {invite}
      </Container>
    </Section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { lang } = useI18n();
  const role = pickText(testimonial.authorRole, lang);
  return (
    <figure className="flex h-full flex-col gap-6 rounded-3xl border border-border bg-card p-8">
      <Quote aria-hidden className="size-8 text-accent" />
      <blockquote className="flex-1 text-lg leading-relaxed text-pretty">
        <p>{pickText(testimonial.quote, lang)}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        {testimonial.photo ? (
          <ContentImage
            src={testimonial.photo.src}
            alt={pickText(testimonial.photo.alt, lang)}
            srcset={testimonial.photo.srcset}
            sizes="48px"
            ratio="aspect-square"
            width={96}
            height={96}
            className="size-12 shrink-0 rounded-full"
          />
        ) : (
          <ContentImagePlaceholder
            label={testimonial.authorName}
            className="size-12 shrink-0 rounded-full text-xl"
          />
        )}
        <span className="text-sm">
          <span className="block font-medium">{testimonial.authorName}</span>
          {role ? <span className="block text-muted-foreground">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
