import { pickText } from '@contracts/content';
import {
  testimonialCreateSchema,
  testimonialUpdateSchema,
  type AdminTestimonial,
  type TestimonialCreateInput,
  type TestimonialUpdateInput,
} from '@contracts/content-admin';
import { Eye, Quote } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Container } from '@web/components/ui/layout';
import { useI18n } from '@web/lib/i18n';
import { useSaveTestimonial } from '../../api/admin-testimonials';
import { BilingualField } from './bilingual-field';
import { FormProblem, PlainField, SaveBar, StaleNotice } from './form-bits';
import { ImageField } from './image-field';
import { validate } from './logic';
import { PreviewDialog } from './preview-dialog';
import { useEditorForm } from './use-editor-form';

const p = 'contentAdmin.testimonials';

export type TestimonialDraft = Omit<TestimonialCreateInput, 'published'>;
type Args = { id: null; input: TestimonialCreateInput } | { id: string; input: TestimonialUpdateInput };

export const testimonialToDraft = (item: AdminTestimonial): TestimonialDraft => ({
  quote: item.quote,
  authorName: item.authorName,
  authorRole: item.authorRole,
  photo: item.photo,
});

const emptyDraft = (): TestimonialDraft => ({
  quote: { es: '', en: '' },
  authorName: '',
  authorRole: { es: '', en: '' },
  photo: null,
});

export function TestimonialForm(props: {
  testimonial: AdminTestimonial | null;
  /** Fetches the latest version after a stale write. */
  loadLatest: () => Promise<AdminTestimonial>;
  onSaved: (saved: AdminTestimonial, created: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  justCreated?: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const save = useSaveTestimonial();
  const [previewing, setPreviewing] = useState(false);
  const form = useEditorForm<TestimonialDraft, Args, AdminTestimonial>({
    initialDraft: props.testimonial ? testimonialToDraft(props.testimonial) : emptyDraft(),
    initialBase: props.testimonial,
    check: (draft, base) => {
      if (base === null) {
        const checked = validate(testimonialCreateSchema, { ...draft, published: false });
        return checked.ok ? { ok: true, data: { id: null, input: checked.data } } : checked;
      }
      const checked = validate(testimonialUpdateSchema, { ...draft, expectedUpdatedAt: base.updatedAt });
      return checked.ok ? { ok: true, data: { id: base.id, input: checked.data } } : checked;
    },
    save: (args) => save.mutateAsync(args),
    toDraft: testimonialToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${p}.saved`),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
    initiallySaved: props.justCreated,
  });
  const { draft, update, errors } = form;
  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.stale ? (
        <StaleNotice busy={form.recovering} onKeepMine={form.keepMine} onLoadLatest={form.loadLatest} />
      ) : null}
      <BilingualField
        label={t(`${p}.fields.quote`)}
        path="quote"
        value={draft.quote}
        onChange={(quote) => update({ quote })}
        errors={errors}
        multiline
        rows={5}
      />
      <PlainField label={t(`${p}.fields.authorName`)} path="authorName" errors={errors}>
        {(control) => (
          <Input
            {...control}
            value={draft.authorName}
            onChange={(e) => update({ authorName: e.target.value })}
          />
        )}
      </PlainField>
      <BilingualField
        label={t(`${p}.fields.authorRole`)}
        path="authorRole"
        value={draft.authorRole}
        onChange={(authorRole) => update({ authorRole })}
        errors={errors}
      />
      <ImageField
        label={t(`${p}.fields.photo`)}
        path="photo"
        value={draft.photo ?? null}
        onChange={(photo) => update({ photo })}
        errors={errors}
        compact
      />
      <FormProblem message={form.problem} />
      <SaveBar
        saving={form.saving}
        saved={form.justSaved}
        dirty={form.dirty || props.testimonial === null}
        onCancel={props.onClose}
        extra={
          <Button type="button" variant="outline" onClick={() => setPreviewing(true)}>
            <Eye aria-hidden />
            {t('contentAdmin.preview.open')}
          </Button>
        }
      />
      <PreviewDialog
        open={previewing}
        onOpenChange={setPreviewing}
        title={draft.authorName}
        draft={!(form.base?.published ?? false)}
      >
        {(lang) => <TestimonialPreview draft={draft} lang={lang} />}
      </PreviewDialog>
    </form>
  );
}

/** A testimonial as the home page shows one: the quote, the author and their role. */
export function TestimonialPreview({ draft, lang }: { draft: TestimonialDraft; lang: 'es' | 'en' }) {
  return (
    <Container className="py-10">
      <figure className="mx-auto max-w-2xl space-y-6 rounded-3xl bg-muted p-8 sm:p-10">
        <Quote aria-hidden className="size-8 text-accent-strong" />
        <blockquote className="font-display text-2xl leading-snug text-balance sm:text-3xl">
          {pickText(draft.quote, lang)}
        </blockquote>
        <figcaption className="flex items-center gap-3">
          {draft.photo ? (
            <img
              src={draft.photo.src}
              alt={pickText(draft.photo.alt, lang)}
              className="size-12 rounded-full object-cover"
            />
          ) : null}
          <span>
            <span className="block font-medium">{draft.authorName}</span>
            <span className="block text-sm text-muted-foreground">
              {pickText(draft.authorRole ?? { es: '', en: '' }, lang)}
            </span>
          </span>
        </figcaption>
      </figure>
    </Container>
  );
}
