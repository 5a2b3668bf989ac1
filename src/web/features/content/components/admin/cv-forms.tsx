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
import { useState } from 'react';
import type { Contract } from '@web/components/forms/contract-resolver';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useSaveCvSection, useSaveCvSettings } from '../../api/admin-cv';
import { BilingualField } from './bilingual-field';
import { FormProblem, SaveBar, StaleNotice, useErrorText } from './form-bits';
import { useEditorSave } from './use-editor-save';

const c = 'contentAdmin.cv';
const emptyText = (): LocalizedText => ({ es: '', en: '' });

/* Settings */

type SettingsDraft = Omit<CvSettingsInput, 'expectedUpdatedAt'>;
const settingsToDraft = (s: AdminCvSettings): SettingsDraft => ({
  location: s.location,
  salaryExpectation: s.salaryExpectation,
  showSalary: s.showSalary,
});

/** What the settings form checks before sending: saved at the version it was based on. */
export const cvSettingsContract = (base: AdminCvSettings): Contract<SettingsDraft, CvSettingsInput> => ({
  schema: cvSettingsInputSchema,
  toInput: (draft) => ({ ...draft, expectedUpdatedAt: base.updatedAt }),
});

/** Location and salary expectation of the CV, and whether the salary shows. */
export function CvSettingsForm(props: {
  settings: AdminCvSettings;
  loadLatest: () => Promise<AdminCvSettings>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const save = useSaveCvSettings();
  const [base, setBase] = useState(props.settings);
  const form = useZodForm({
    ...cvSettingsContract(base),
    defaultValues: settingsToDraft(props.settings),
    errorText,
  });
  const editor = useEditorSave(form, {
    base,
    setBase,
    toValues: settingsToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${c}.settings.saved`),
    onDirtyChange: props.onDirtyChange,
  });
  const { values: draft, change } = form;
  const { errors } = editor;
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t(`${c}.settings.title`)}
      className="space-y-4"
      onSubmit={editor.onSubmit((input) => save.mutateAsync(input))}
    >
      {editor.stale ? (
        <StaleNotice busy={editor.recovering} onKeepMine={editor.keepMine} onLoadLatest={editor.loadLatest} />
      ) : null}
      <BilingualField
        label={t(`${c}.settings.location`)}
        path="location"
        value={draft.location}
        onChange={(location) => change('location', location)}
        errors={errors}
      />
      <BilingualField
        label={t(`${c}.settings.salary`)}
        path="salaryExpectation"
        value={draft.salaryExpectation}
        onChange={(salaryExpectation) => change('salaryExpectation', salaryExpectation)}
        errors={errors}
      />
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={draft.showSalary} onChange={(e) => change('showSalary', e.target.checked)} />
        {t(`${c}.settings.showSalary`)}
      </label>
      <FormProblem message={editor.problem} />
      <SaveBar
        saving={form.pending}
        saved={editor.justSaved}
        dirty={form.dirty}
        onCancel={form.dirty ? editor.discard : undefined}
        cancelLabel={t('contentAdmin.common.discard')}
      />
    </form>
  );
}

/* Sections */

type SectionDraft = Omit<CvSectionCreateInput, 'visible'> & { visible: boolean };
const sectionToDraft = (s: AdminCvSection): SectionDraft => ({
  kind: s.kind,
  title: s.title,
  body: s.body,
  visible: s.visible,
});

/** What the section form checks: a new section is created with its kind, a saved one updated at its version. */
export const cvSectionContract = (
  base: AdminCvSection | null,
): Contract<SectionDraft, CvSectionCreateInput | CvSectionUpdateInput> =>
  base
    ? {
        schema: cvSectionUpdateSchema,
        toInput: ({ kind: _kind, ...rest }) => ({ ...rest, expectedUpdatedAt: base.updatedAt }),
      }
    : { schema: cvSectionCreateSchema };

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
  const errorText = useErrorText();
  const save = useSaveCvSection();
  const [base, setBase] = useState(props.section);
  const form = useZodForm({
    ...cvSectionContract(base),
    defaultValues: props.section
      ? sectionToDraft(props.section)
      : { kind: props.freeKinds[0] ?? 'objective', title: emptyText(), body: emptyText(), visible: true },
    errorText,
  });
  const editor = useEditorSave(form, {
    base,
    setBase,
    toValues: sectionToDraft,
    loadLatest: props.loadLatest,
    savedText: t(`${c}.sectionSaved`),
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
      className="space-y-5"
      // The contract follows `base` (see cvSectionContract).
      onSubmit={editor.onSubmit((input) =>
        save.mutateAsync(
          base
            ? { id: base.id, input: input as CvSectionUpdateInput }
            : { id: null, input: input as CvSectionCreateInput },
        ),
      )}
    >
      {editor.stale ? (
        <StaleNotice busy={editor.recovering} onKeepMine={editor.keepMine} onLoadLatest={editor.loadLatest} />
      ) : null}
      {props.section ? null : (
        <FormField label={t(`${c}.fields.kind`)} error={form.errorOf('kind', true)}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.kind}
              onChange={(e) => change('kind', e.target.value as CvSectionKind)}
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
        </FormField>
      )}
      <BilingualField
        label={t(`${c}.fields.sectionTitle`)}
        path="title"
        value={draft.title}
        onChange={(title) => change('title', title)}
        errors={errors}
      />
      {draft.kind === 'objective' ? (
        <BilingualField
          label={t(`${c}.fields.body`)}
          path="body"
          value={draft.body ?? emptyText()}
          onChange={(body) => change('body', body)}
          errors={errors}
          multiline
          rows={5}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={draft.visible} onChange={(e) => change('visible', e.target.checked)} />
        {t(`${c}.fields.visible`)}
      </label>
      <FormProblem message={editor.problem} />
      <SaveBar
        saving={form.pending}
        saved={editor.justSaved}
        dirty={form.dirty || props.section === null}
        onCancel={props.onClose}
      />
    </form>
  );
}
