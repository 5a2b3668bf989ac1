import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { CtaPanel, RingsOrnament } from '@web/components/ui/content-blocks';
import { Container, Section } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { profileQuery } from '@web/lib/content-queries';
import { HydrateLater } from '@web/lib/later-hydration';
import { Hero } from '../components/home/hero';
import { About } from '../components/home/about';
import { Services } from '../components/home/services';
import { SelectedWork } from '../components/home/selected-work';
import { Testimonials } from '../components/home/testimonials';
import { Contact } from '../components/home/contact-section';

export default function HomeScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('home.meta.title'), t('home.meta.description'));
  const profile = useQuery(profileQuery());
  return (
    <>
      <Hero profile={profile.data} pending={profile.isPending} />
      {/* Below the first screen: hydrated after the rest, a section per task (lib/later-hydration). */}
      <HydrateLater>
        <About profile={profile.data} pending={profile.isPending} />
      </HydrateLater>
      <HydrateLater>
        <Services />
      </HydrateLater>
      <HydrateLater>
        <SelectedWork />
      </HydrateLater>
      <HydrateLater>
        <Testimonials email={profile.data?.contactEmail} />
      </HydrateLater>
      <HydrateLater>
        <Section className="pt-0 sm:pt-0">
          <Container>
            <CtaPanel
              tone="inverted"
              eyebrow={t('home.diagnostic.eyebrow')}
              title={t('home.diagnostic.title')}
              description={t('home.diagnostic.description')}
              actions={
                <Button asChild variant="accent" size="lg">
                  <Link to="/diagnostico-marca-profesional">
                    {t('home.diagnostic.action')}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              }
              aside={
                <RingsOrnament className="hidden md:block">
                  <Sparkles />
                </RingsOrnament>
              }
            />
          </Container>
        </Section>
      </HydrateLater>
      <Contact profile={profile.data} pending={profile.isPending} failed={profile.isError} />
    </>
  );
}
