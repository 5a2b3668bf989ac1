import type { CvSectionKind, LocalizedText } from '@contracts/content';
import {
  cvItemCreateSchema,
  cvItemUpdateSchema,
  type AdminCvItem,
  type CvItemCreateInput,
  type CvItemUpdateInput,
} from '@contracts/content-admin';
import { useState } from 'react';
import { z } from 'zod';
import type { Contract } from '@web/components/forms/contract-resolver';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useSaveCvItem } from '../../api/admin-cv';
import { BilingualField } from './bilingual-field';
import { FormProblem, SaveBar, StaleNotice, useErrorText } from './form-bits';
import { useEditorSave } from './use-editor-save';

const c = 'contentAdmin.cv';
const emptyText = (): LocalizedText => ({ es: '', en: '' });
/* Items */

interface ItemDraft {
  title: LocalizedText;
  organisation: LocalizedText;
  place: LocalizedText;
  start: string;
  end: string;
  summary: LocalizedText;
  highlights: LocalizedText;
  level: string;
  note: LocalizedText;
}
type TextKey = { [K in keyof ItemDraft]: ItemDraft[K] extends LocalizedText ? K : never }[keyof ItemDraft];

/** An experience needs its start, checked first: until it is given, no other error shows. */
const startGiven = z.looseObject({ start: z.string('required') });

/** The schema of an item of this kind, new or saved. */
const itemSchema = (kind: CvSectionKind, saved: boolean) => {
  const schema = saved ? cvItemUpdateSchema : cvItemCreateSchema;
  if (kind !== 'experience') return schema;
  // The item's own schema reads the whole value: the first step passes it on as it came.
  return startGiven.pipe(schema as z.ZodType<z.output<typeof schema>, z.output<typeof startGiven>>);
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const itemToDraft = (item: AdminCvItem): ItemDraft => ({
  title: item.title,
  organisation: item.organisation,
  place: item.place,
  start: item.start ?? '',
  end: item.end ?? '',
  summary: item.summary,
  highlights: { es: item.highlights.es.join('\n'), en: item.highlights.en.join('\n') },
  level: item.level === null ? '' : String(item.level),
  note: item.note,
});

const draftToItem = (draft: ItemDraft): CvItemCreateInput => ({
  title: draft.title,
  organisation: draft.organisation,
  place: draft.place,
  start: draft.start.trim() || null,
  end: draft.end.trim() || null,
  summary: draft.summary,
  highlights: { es: lines(draft.highlights.es), en: lines(draft.highlights.en) },
  level: draft.level === '' ? null : Number(draft.level),
  note: draft.note,
});

/** What the item form checks before sending: a new item is created, a saved one updated at its version. */
export const cvItemContract = (
  kind: CvSectionKind,
  base: AdminCvItem | null,
): Contract<ItemDraft, CvItemCreateInput | CvItemUpdateInput> => ({
  schema: itemSchema(kind, base !== null),
  toInput: (draft) =>
    base ? { ...draftToItem(draft), expectedUpdatedAt: base.updatedAt } : draftToItem(draft),
});

/** One CV entry; the fields follow the section's kind (experience, education or a skill). */
export function CvItemForm(props: {
  kind: CvSectionKind;
  sectionId: string;
  item: AdminCvItem | null;
  loadLatest: () => Promise<AdminCvItem>;
  onSaved: (item: AdminCvItem, created: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  justCreated?: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const save = useSaveCvItem();
  const empty: ItemDraft = {
    title: emptyText(),
    organisation: emptyText(),
    place: emptyText(),
    start: '',
    end: '',
    summary: emptyText(),
    highlights: emptyText(),
    level: '',
    note: emptyText(),
  };
  const [base, setBase] = useState(props.item);
  const form = useZodForm({
    ...cvItemContract(props.kind, base),
    defaultValues: props.item ? itemToDraft(props.item) : empty,
    errorText,
  });
  const editor = useEditorSave(form, {
    base,
    setBase,
    toValues: itemToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${c}.itemSaved`),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
    initiallySaved: props.justCreated,
  });
  const { values: draft, change } = form;
  const { errors } = editor;
  const kind = props.kind;
  const dated = kind === 'experience' || kind === 'education';
  const datePattern = kind === 'experience' ? 'YYYY-MM' : 'YYYY';
  const text = (key: TextKey, label: string, multiline = false, rows = 3) => (
    <BilingualField
      label={label}
      path={key}
      value={draft[key]}
      onChange={(value) => change(key, value)}
      errors={errors}
      multiline={multiline}
      rows={rows}
    />
  );
  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-5"
      // The contract follows `base` (see cvItemContract).
      onSubmit={editor.onSubmit((input) =>
        save.mutateAsync(
          base
            ? { id: base.id, input: input as CvItemUpdateInput }
            : { id: null, sectionId: props.sectionId, input: input as CvItemCreateInput },
        ),
      )}
    >
      {editor.stale ? (
        <StaleNotice busy={editor.recovering} onKeepMine={editor.keepMine} onLoadLatest={editor.loadLatest} />
      ) : null}
      {text(
        'title',
        t(`${c}.itemFields.${kind === 'experience' ? 'role' : kind === 'education' ? 'degree' : 'skill'}`),
      )}
      {dated
        ? text('organisation', t(`${c}.itemFields.${kind === 'experience' ? 'organisation' : 'institution'}`))
        : null}
      {dated ? text('place', t(`${c}.itemFields.place`)) : null}
      {dated ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t(`${c}.itemFields.start`)}
            error={form.errorOf('start', true)}
            hint={datePattern}
          >
            {(control) => (
              <Input
                {...control}
                value={draft.start}
                placeholder={datePattern}
                onChange={(e) => change('start', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t(`${c}.itemFields.end`)}
            error={form.errorOf('end', true)}
            hint={t(`${c}.itemFields.endHint`)}
          >
            {(control) => (
              <Input
                {...control}
                value={draft.end}
                placeholder={datePattern}
                onChange={(e) => change('end', e.target.value)}
              />
            )}
          </FormField>
        </div>
      ) : null}
      {kind === 'experience' ? text('summary', t(`${c}.itemFields.summary`), true) : null}
      {kind === 'experience' ? (
        <BilingualField
          label={t(`${c}.itemFields.highlights`)}
          path="highlights"
          value={draft.highlights}
          onChange={(highlights) => change('highlights', highlights)}
          errors={errors}
          multiline
          rows={4}
          hint={t(`${c}.itemFields.highlightsHint`)}
        />
      ) : null}
      {kind !== 'experience' && kind !== 'education' ? (
        <FormField label={t(`${c}.itemFields.level`)} error={form.errorOf('level', true)}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.level}
              onChange={(e) => change('level', e.target.value)}
              className="w-40"
            >
              <option value="">{t(`${c}.itemFields.noLevel`)}</option>
              {[1, 2, 3, 4, 5].map((level) => (
                <option key={level} value={String(level)}>
                  {level}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      {kind !== 'experience' ? text('note', t(`${c}.itemFields.note`)) : null}
      <FormProblem message={editor.problem} />
      <SaveBar
        saving={form.pending}
        saved={editor.justSaved}
        dirty={form.dirty || props.item === null}
        onCancel={props.onClose}
      />
    </form>
  );
}
