import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { useI18n } from '@web/lib/i18n';
import { oneOf } from '@web/lib/url-state';
import { CvSection } from './cv-section';
import { useLeaveGuard } from './form-bits';
import { NoticeProvider } from './notices';
import { ProfileSection } from './profile-section';
import { ProjectsSection } from './projects-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

export const contentTabs = ['profile', 'services', 'projects', 'testimonials', 'cv'] as const;
export type ContentTab = (typeof contentTabs)[number];

/** The URL keeps the open tab (`content`) and the item in the editor (`item`), so a reload keeps the place. */
export function useContentPlace() {
  const [params, setParams] = useSearchParams();
  const tab = oneOf(contentTabs, params.get('content')) ?? 'profile';
  const item = params.get('item') ?? '';
  const go = useCallback(
    (next: { tab?: ContentTab; item?: string }, push = false) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.tab !== undefined) {
            out.set('content', next.tab);
            out.delete('item');
          }
          if (next.item !== undefined) {
            if (next.item) out.set('item', next.item);
            else out.delete('item');
          }
          return out;
        },
        { replace: !push, preventScrollReset: true },
      ),
    [setParams],
  );
  return { tab, item, explicit: params.has('content'), go };
}

/** /admin/settings → Content: profile, services, projects, testimonials and CV, in both languages. */
export function ContentPanel() {
  const { t } = useI18n();
  const { tab, item, explicit, go } = useContentPlace();
  const root = useRef<HTMLDivElement>(null);
  // The profile and CV settings are edited in place: leaving their tab with unsaved changes asks first.
  const [inlineDirty, setInlineDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<ContentTab | null>(null);
  useLeaveGuard(inlineDirty);
  const changeTab = (next: ContentTab) => {
    if (next === tab) return;
    if (inlineDirty) setPendingTab(next);
    else go({ tab: next }, true);
  };

  // Opened from a saved address (or reloaded): bring the content section into view.
  useEffect(() => {
    if (explicit && !window.location.hash)
      root.current?.closest('section')?.scrollIntoView({ block: 'start' });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onItem = (next: string) => go({ item: next }, next !== '');
  return (
    <NoticeProvider>
      <div ref={root} data-testid="content-panel">
        <Tabs value={tab} onValueChange={(value) => changeTab(value as ContentTab)}>
          <TabsList label={t('contentAdmin.tabs.label')} className="mb-4">
            {contentTabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`contentAdmin.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="profile">
            <ProfileSection onDirtyChange={setInlineDirty} />
          </TabsContent>
          <TabsContent value="services">
            <ServicesSection />
          </TabsContent>
          <TabsContent value="projects">
            <ProjectsSection item={item} onItem={onItem} />
          </TabsContent>
          <TabsContent value="testimonials">
            <TestimonialsSection item={item} onItem={onItem} />
          </TabsContent>
          <TabsContent value="cv">
            <CvSection item={item} onItem={onItem} onDirtyChange={setInlineDirty} />
          </TabsContent>
        </Tabs>
      </div>
      <Dialog open={pendingTab !== null} onOpenChange={(open) => (open ? null : setPendingTab(null))}>
        <DialogContent
          title={t('contentAdmin.unsaved.title')}
          description={t('contentAdmin.unsaved.description')}
        >
          <DialogActions className="mt-0">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('contentAdmin.unsaved.keepEditing')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                const next = pendingTab;
                setPendingTab(null);
                setInlineDirty(false);
                if (next) go({ tab: next }, true);
              }}
            >
              {t('contentAdmin.unsaved.discardSwitch')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </NoticeProvider>
  );
}

/** /admin/settings → CV settings: where they are edited now. */
export function CvSettingsPointer() {
  const { t } = useI18n();
  const { go } = useContentPlace();
  return (
    <p className="text-sm text-muted-foreground">
      {t('contentAdmin.cv.pointer')}{' '}
      <a
        href="?content=cv#settings-content"
        className="font-medium text-foreground underline underline-offset-4"
        onClick={(event) => {
          event.preventDefault();
          go({ tab: 'cv' }, true);
          document.getElementById('settings-content')?.scrollIntoView({ block: 'start' });
        }}
      >
        {t('contentAdmin.cv.pointerLink')}
      </a>
    </p>
  );
}
