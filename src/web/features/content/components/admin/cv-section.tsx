import { contentRoutes } from '@contracts/api/content';
import { cvSectionKinds, pickText } from '@contracts/content';
import type { AdminCv } from '@contracts/content-admin';
import { pathOf } from '@contracts/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { adminCvQuery } from '../../api/admin-cv';
import { CvSectionForm, CvSettingsForm } from './cv-forms';
import { CvItemForm } from './cv-item-form';
import { SectionsList } from './cv-sections-list';
import { EditorSheet } from './editor-sheet';
import { useRequestErrorText } from './form-bits';
import { ListSkeleton } from './item-list';

const c = 'contentAdmin.cv';

/** What the editor sheet holds, as kept in the URL: `section:<id|new>` or `item:<id>` / `item:new:<sectionId>`. */
function parseTarget(item: string) {
  const [type, id = '', sectionId = ''] = item.split(':');
  if (type === 'section' && id) return { type: 'section' as const, id };
  if (type === 'item' && id === 'new' && sectionId) return { type: 'item' as const, id: 'new', sectionId };
  if (type === 'item' && id) return { type: 'item' as const, id, sectionId: '' };
  return null;
}

/** The CV: sections in order with their items, the settings, and the PDF in both languages. */
export function CvSection(props: {
  item: string;
  onItem: (item: string) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const requestError = useRequestErrorText();
  const cv = useQuery(adminCvQuery());
  const [dirty, setDirty] = useState(false);
  const [created, setCreated] = useState('');
  if (cv.isPending) return <ListSkeleton />;
  if (cv.isError)
    return (
      <PanelError
        message={requestError(cv.error)}
        retryLabel={t('contentAdmin.common.retry')}
        onRetry={() => void cv.refetch()}
      />
    );
  const data = cv.data;
  const fresh = () => queryClient.fetchQuery({ ...adminCvQuery(), staleTime: 0 });
  const target = parseTarget(props.item);
  const section = target?.type === 'section' ? data.sections.find((s) => s.id === target.id) : undefined;
  const itemSection =
    target?.type === 'item'
      ? data.sections.find((s) =>
          target.id === 'new' ? s.id === target.sectionId : s.items.some((i) => i.id === target.id),
        )
      : undefined;
  const item = target?.type === 'item' ? itemSection?.items.find((i) => i.id === target.id) : undefined;
  const freeKinds = cvSectionKinds.filter((kind) => !data.sections.some((s) => s.kind === kind));
  const findLatest = async <T,>(pick: (cv: AdminCv) => T | undefined): Promise<T> => {
    const found = pick(await fresh());
    if (found === undefined) throw new Error('gone');
    return found;
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t(`${c}.description`)}</p>
        <div className="flex flex-wrap gap-2">
          {(['es', 'en'] as const).map((lang) => (
            <Button key={lang} asChild variant="outline" size="sm">
              <a
                href={pathOf(contentRoutes.cvPdf.path, undefined, { lang })}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Download aria-hidden />
                {t(`${c}.pdf.${lang}`)}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <SectionsList cv={data} onItem={props.onItem} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={freeKinds.length === 0}
        onClick={() => props.onItem('section:new')}
      >
        <Plus aria-hidden />
        {t(`${c}.newSection`)}
      </Button>
      <section aria-labelledby="cv-settings-title" className="space-y-3 rounded-xl border border-border p-4">
        <h3 id="cv-settings-title" className="text-sm font-semibold">
          {t(`${c}.settings.title`)}
        </h3>
        <CvSettingsForm
          settings={data.settings}
          loadLatest={async () => (await fresh()).settings}
          onDirtyChange={props.onDirtyChange}
        />
      </section>
      <EditorSheet
        open={target !== null}
        title={
          target?.type === 'section'
            ? target.id === 'new'
              ? t(`${c}.newSection`)
              : section
                ? pickText(section.title, 'es') || t(`${c}.kinds.${section.kind}`)
                : ''
            : target?.id === 'new'
              ? t(`${c}.newItem`)
              : t(`${c}.editItem`)
        }
        dirty={dirty}
        onClose={() => {
          setDirty(false);
          props.onItem('');
        }}
      >
        {(requestClose) => {
          if (target?.type === 'section' && (target.id === 'new' || section))
            return (
              <CvSectionForm
                key={props.item}
                section={section ?? null}
                freeKinds={freeKinds}
                loadLatest={() => findLatest((cv) => cv.sections.find((s) => s.id === target.id))}
                onDirtyChange={setDirty}
                onClose={requestClose}
                justCreated={created !== '' && created === props.item}
                onSaved={(saved, isNew) => {
                  if (!isNew) return;
                  setCreated(`section:${saved.id}`);
                  props.onItem(`section:${saved.id}`);
                }}
              />
            );
          if (target?.type === 'item' && itemSection && (target.id === 'new' || item))
            return (
              <CvItemForm
                key={props.item}
                kind={itemSection.kind}
                sectionId={itemSection.id}
                item={item ?? null}
                loadLatest={() =>
                  findLatest((cv) => cv.sections.flatMap((s) => s.items).find((i) => i.id === target.id))
                }
                onDirtyChange={setDirty}
                onClose={requestClose}
                justCreated={created !== '' && created === props.item}
                onSaved={(saved, isNew) => {
                  if (!isNew) return;
                  setCreated(`item:${saved.id}`);
                  props.onItem(`item:${saved.id}`);
                }}
              />
            );
          return <p className="text-sm text-muted-foreground">{t('contentAdmin.errors.notFound')}</p>;
        }}
      </EditorSheet>
    </div>
  );
}
