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
import type { Contract } from '@web/components/forms/contract-resolver';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Container } from '@web/components/ui/layout';
import { useI18n } from '@web/lib/i18n';
import { useSaveTestimonial } from '../../api/admin-testimonials';
import { BilingualField } from './bilingual-field';
import { FormProblem, SaveBar, StaleNotice, useErrorText } from './form-bits';
import { ImageField } from './image-field';
import { PreviewDialog } from './preview-dialog';
import { useEditorSave } from './use-editor-save';

const p = 'contentAdmin.testimonials';

export type TestimonialDraft = Omit<TestimonialCreateInput, 'published'>;

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

/** What the editor checks before sending: a new testimonial is created (a draft), a saved one updated at its version. */
export const testimonialContract = (
  base: AdminTestimonial | null,
): Contract<TestimonialDraft, TestimonialCreateInput | TestimonialUpdateInput> =>
  base
    ? {
        schema: testimonialUpdateSchema,
        toInput: (draft) => ({ ...draft, expectedUpdatedAt: base.updatedAt }),
      }
    : { schema: testimonialCreateSchema, toInput: (draft) => ({ ...draft, published: false }) };

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
  const errorText = useErrorText();
  const save = useSaveTestimonial();
  const [previewing, setPreviewing] = useState(false);
  const [base, setBase] = useState(props.testimonial);
  const form = useZodForm({
    ...testimonialContract(base),
    defaultValues: props.testimonial ? testimonialToDraft(props.testimonial) : emptyDraft(),
    errorText,
  });
  const editor = useEditorSave(form, {
    base,
    setBase,
    toValues: testimonialToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${p}.saved`),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
    initiallySaved: props.justCreated,
  });
  const { values: draft, change } = form;
  const { errors } = editor;
  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-6"
      // The contract follows `base` (see testimonialContract).
      onSubmit={editor.onSubmit((input) =>
        save.mutateAsync(
          base
            ? { id: base.id, input: input as TestimonialUpdateInput }
            : { id: null, input: input as TestimonialCreateInput },
        ),
      )}
    >
      {editor.stale ? (
        <StaleNotice busy={editor.recovering} onKeepMine={editor.keepMine} onLoadLatest={editor.loadLatest} />
      ) : null}
      <BilingualField
        label={t(`${p}.fields.quote`)}
        path="quote"
        value={draft.quote}
        onChange={(quote) => change('quote', quote)}
        errors={errors}
        multiline
        rows={5}
      />
      <FormField label={t(`${p}.fields.authorName`)} error={form.errorOf('authorName', true)}>
        {(control) => (
          <Input
            {...control}
            value={draft.authorName}
            onChange={(e) => change('authorName', e.target.value)}
          />
        )}
      </FormField>
      <BilingualField
        label={t(`${p}.fields.authorRole`)}
        path="authorRole"
        value={draft.authorRole}
        onChange={(authorRole) => change('authorRole', authorRole)}
        errors={errors}
      />
      <ImageField
        label={t(`${p}.fields.photo`)}
        path="photo"
        value={draft.photo ?? null}
        onChange={(photo) => change('photo', photo)}
        errors={errors}
        compact
      />
      <FormProblem message={editor.problem} />
      <SaveBar
        saving={form.pending}
        saved={editor.justSaved}
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
        draft={!(base?.published ?? false)}
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
