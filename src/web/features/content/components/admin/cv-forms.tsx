import { cvSectionKinds, type CvSectionKind, type LocalizedText } from '@contracts/content';
import {
  cvSectionCreateSchema,
  cvSectionUpdateSchema,
  cvSettingsInputSchema,
  type AdminCvSection,
  type AdminCvSettings,
  type CvSectionCreateInput,
  type CvSectionUpdateInput,
  type CvSettingsInput,
} from '@contracts/content-admin';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useSaveCvSection, useSaveCvSettings } from '../../api/admin-cv';
import { BilingualField } from './bilingual-field';
import { FormProblem, PlainField, SaveBar, StaleNotice } from './form-bits';
import { validate } from './logic';
import { useEditorForm } from './use-editor-form';

const c = 'contentAdmin.cv';
const emptyText = (): LocalizedText => ({ es: '', en: '' });

/* Settings */

type SettingsDraft = Omit<CvSettingsInput, 'expectedUpdatedAt'>;
const settingsToDraft = (s: AdminCvSettings): SettingsDraft => ({
  location: s.location,
  salaryExpectation: s.salaryExpectation,
  showSalary: s.showSalary,
});

/** Location and salary expectation of the CV, and whether the salary shows. */
export function CvSettingsForm(props: {
  settings: AdminCvSettings;
  loadLatest: () => Promise<AdminCvSettings>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const save = useSaveCvSettings();
  const form = useEditorForm<SettingsDraft, CvSettingsInput, AdminCvSettings>({
    initialDraft: settingsToDraft(props.settings),
    initialBase: props.settings,
    check: (draft, base) =>
      validate(cvSettingsInputSchema, { ...draft, expectedUpdatedAt: base?.updatedAt ?? '' }),
    save: (input) => save.mutateAsync(input),
    toDraft: settingsToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${c}.settings.saved`),
    onDirtyChange: props.onDirtyChange,
  });
  const { draft, update, errors } = form;
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t(`${c}.settings.title`)}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.stale ? (
        <StaleNotice busy={form.recovering} onKeepMine={form.keepMine} onLoadLatest={form.loadLatest} />
      ) : null}
      <BilingualField
        label={t(`${c}.settings.location`)}
        path="location"
        value={draft.location}
        onChange={(location) => update({ location })}
        errors={errors}
      />
      <BilingualField
        label={t(`${c}.settings.salary`)}
        path="salaryExpectation"
        value={draft.salaryExpectation}
        onChange={(salaryExpectation) => update({ salaryExpectation })}
        errors={errors}
      />
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={draft.showSalary} onChange={(e) => update({ showSalary: e.target.checked })} />
        {t(`${c}.settings.showSalary`)}
      </label>
      <FormProblem message={form.problem} />
      <SaveBar
        saving={form.saving}
        saved={form.justSaved}
        dirty={form.dirty}
        onCancel={form.dirty ? form.reset : undefined}
        cancelLabel={t('contentAdmin.common.discard')}
      />
    </form>
  );
}

/* Sections */

type SectionDraft = Omit<CvSectionCreateInput, 'visible'> & { visible: boolean };
type SectionArgs = { id: null; input: CvSectionCreateInput } | { id: string; input: CvSectionUpdateInput };
const sectionToDraft = (s: AdminCvSection): SectionDraft => ({
  kind: s.kind,
  title: s.title,
  body: s.body,
  visible: s.visible,
});

export function CvSectionForm(props: {
  section: AdminCvSection | null;
  /** Kinds that have no section yet (a new section picks one). */
  freeKinds: CvSectionKind[];
  loadLatest: () => Promise<AdminCvSection>;
  onSaved: (section: AdminCvSection, created: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  justCreated?: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const save = useSaveCvSection();
  const form = useEditorForm<SectionDraft, SectionArgs, AdminCvSection>({
    initialDraft: props.section
      ? sectionToDraft(props.section)
      : { kind: props.freeKinds[0] ?? 'objective', title: emptyText(), body: emptyText(), visible: true },
    initialBase: props.section,
    check: (draft, base) => {
      if (base === null) {
        const checked = validate(cvSectionCreateSchema, draft);
        return checked.ok ? { ok: true, data: { id: null, input: checked.data } } : checked;
      }
      const { kind: _kind, ...rest } = draft;
      const checked = validate(cvSectionUpdateSchema, { ...rest, expectedUpdatedAt: base.updatedAt });
      return checked.ok ? { ok: true, data: { id: base.id, input: checked.data } } : checked;
    },
    save: (args) => save.mutateAsync(args),
    toDraft: sectionToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${c}.sectionSaved`),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
    initiallySaved: props.justCreated,
  });
  const { draft, update, errors } = form;
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
      {props.section ? null : (
        <PlainField label={t(`${c}.fields.kind`)} path="kind" errors={errors}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.kind}
              onChange={(e) => update({ kind: e.target.value as CvSectionKind })}
            >
              {cvSectionKinds
                .filter((kind) => props.freeKinds.includes(kind))
                .map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`${c}.kinds.${kind}`)}
                  </option>
                ))}
            </NativeSelect>
          )}
        </PlainField>
      )}
      <BilingualField
        label={t(`${c}.fields.sectionTitle`)}
        path="title"
        value={draft.title}
        onChange={(title) => update({ title })}
        errors={errors}
      />
      {draft.kind === 'objective' ? (
        <BilingualField
          label={t(`${c}.fields.body`)}
          path="body"
          value={draft.body ?? emptyText()}
          onChange={(body) => update({ body })}
          errors={errors}
          multiline
          rows={5}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={draft.visible} onChange={(e) => update({ visible: e.target.checked })} />
        {t(`${c}.fields.visible`)}
      </label>
      <FormProblem message={form.problem} />
      <SaveBar
        saving={form.saving}
        saved={form.justSaved}
        dirty={form.dirty || props.section === null}
        onCancel={props.onClose}
      />
    </form>
  );
}
