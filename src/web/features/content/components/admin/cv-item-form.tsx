import type { CvSectionKind, LocalizedText } from '@contracts/content';
import {
  cvItemCreateSchema,
  cvItemUpdateSchema,
  type AdminCvItem,
  type CvItemCreateInput,
  type CvItemUpdateInput,
} from '@contracts/content-admin';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useSaveCvItem } from '../../api/admin-cv';
import { BilingualField } from './bilingual-field';
import { FormProblem, PlainField, SaveBar, StaleNotice } from './form-bits';
import { validate } from './logic';
import { useEditorForm } from './use-editor-form';

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
type ItemArgs =
  { id: null; sectionId: string; input: CvItemCreateInput } | { id: string; input: CvItemUpdateInput };

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
  const form = useEditorForm<ItemDraft, ItemArgs, AdminCvItem>({
    initialDraft: props.item ? itemToDraft(props.item) : empty,
    initialBase: props.item,
    check: (draft, base) => {
      const input = draftToItem(draft);
      if (props.kind === 'experience' && input.start === null)
        return { ok: false, fields: { start: 'required' } };
      if (base === null) {
        const checked = validate(cvItemCreateSchema, input);
        return checked.ok
          ? { ok: true, data: { id: null, sectionId: props.sectionId, input: checked.data } }
          : checked;
      }
      const checked = validate(cvItemUpdateSchema, { ...input, expectedUpdatedAt: base.updatedAt });
      return checked.ok ? { ok: true, data: { id: base.id, input: checked.data } } : checked;
    },
    save: (args) => save.mutateAsync(args),
    toDraft: itemToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${c}.itemSaved`),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
    initiallySaved: props.justCreated,
  });
  const { draft, update, errors } = form;
  const kind = props.kind;
  const dated = kind === 'experience' || kind === 'education';
  const datePattern = kind === 'experience' ? 'YYYY-MM' : 'YYYY';
  const text = (key: keyof ItemDraft, label: string, multiline = false, rows = 3) => (
    <BilingualField
      label={label}
      path={key}
      value={draft[key] as LocalizedText}
      onChange={(value) => update({ [key]: value })}
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
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.stale ? (
        <StaleNotice busy={form.recovering} onKeepMine={form.keepMine} onLoadLatest={form.loadLatest} />
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
          <PlainField label={t(`${c}.itemFields.start`)} path="start" errors={errors} hint={datePattern}>
            {(control) => (
              <Input
                {...control}
                value={draft.start}
                placeholder={datePattern}
                onChange={(e) => update({ start: e.target.value })}
              />
            )}
          </PlainField>
          <PlainField
            label={t(`${c}.itemFields.end`)}
            path="end"
            errors={errors}
            hint={t(`${c}.itemFields.endHint`)}
          >
            {(control) => (
              <Input
                {...control}
                value={draft.end}
                placeholder={datePattern}
                onChange={(e) => update({ end: e.target.value })}
              />
            )}
          </PlainField>
        </div>
      ) : null}
      {kind === 'experience' ? text('summary', t(`${c}.itemFields.summary`), true) : null}
      {kind === 'experience' ? (
        <BilingualField
          label={t(`${c}.itemFields.highlights`)}
          path="highlights"
          value={draft.highlights}
          onChange={(highlights) => update({ highlights })}
          errors={errors}
          multiline
          rows={4}
          hint={t(`${c}.itemFields.highlightsHint`)}
        />
      ) : null}
      {kind !== 'experience' && kind !== 'education' ? (
        <PlainField label={t(`${c}.itemFields.level`)} path="level" errors={errors}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.level}
              onChange={(e) => update({ level: e.target.value })}
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
        </PlainField>
      ) : null}
      {kind !== 'experience' ? text('note', t(`${c}.itemFields.note`)) : null}
      <FormProblem message={form.problem} />
      <SaveBar
        saving={form.saving}
        saved={form.justSaved}
        dirty={form.dirty || props.item === null}
        onCancel={props.onClose}
      />
    </form>
  );
}
