import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteProfile } from '@contracts/content';
import { Button } from '@web/components/ui/button';
import { Container, Eyebrow, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';

export function About({ profile, pending }: { profile: SiteProfile | undefined; pending: boolean }) {
  const { lang, t, tList } = useI18n();
  return (
    <Section className="border-y border-border bg-muted/40">
      <Container className="grid gap-10 md:grid-cols-12">
        <div className="space-y-3 md:col-span-5">
          <Eyebrow>{t('home.about.eyebrow')}</Eyebrow>
          <h2 className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">
            {t('home.about.title')}
          </h2>
        </div>
        <div className="space-y-8 md:col-span-7">
          {pending ? (
            <div className="space-y-3">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-3/4" />
            </div>
          ) : (
            <p className="text-xl leading-relaxed text-pretty">
              {profile?.shortBio[lang] ?? t('home.about.fallback')}
            </p>
          )}
          <div>
            <p className="sr-only">{t('home.about.disciplinesLabel')}</p>
            <ul className="flex flex-wrap gap-2">
              {tList('home.about.disciplines').map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-border bg-background px-3.5 py-1.5 text-sm"
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            <Button asChild variant="link" className="h-auto px-0 text-base">
              <Link to="/biography">
                {t('home.about.link')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="link" className="h-auto px-0 text-base text-muted-foreground">
              <Link to="/cv">{t('home.about.cv')}</Link>
            </Button>
          </div>
        </div>
      </Container>
    </Section>
  );
}
