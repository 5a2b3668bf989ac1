import { pickText, type SiteProfile } from '@contracts/content';
import { profileInputSchema, type AdminProfile, type ProfileInput } from '@contracts/content-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, MapPin, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PanelError } from '@web/components/ui/admin-panel';
import type { Contract } from '@web/components/forms/contract-resolver';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Prose } from '@web/components/ui/content-blocks';
import { ContentImage } from '@web/components/ui/content-media';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { useI18n } from '@web/lib/i18n';
import { adminProfileQuery, useSaveProfile } from '../../api/admin-profile';
import { BilingualField } from './bilingual-field';
import {
  FormProblem,
  SaveBar,
  StaleNotice,
  useErrorText,
  useLeaveGuard,
  useRequestErrorText,
} from './form-bits';
import { ImageField } from './image-field';
import { ListSkeleton } from './item-list';
import { PreviewDialog } from './preview-dialog';
import { useEditorSave } from './use-editor-save';

const p = 'contentAdmin.profile';

type ProfileDraft = Omit<ProfileInput, 'expectedUpdatedAt'>;

const toDraft = (profile: AdminProfile): ProfileDraft => ({
  name: profile.name,
  headline: profile.headline,
  shortBio: profile.shortBio,
  longBio: profile.longBio,
  portrait: profile.portrait,
  location: profile.location,
  contactEmail: profile.contactEmail,
  socialLinks: profile.socialLinks,
});

/** What the editor checks before sending: the profile, saved at the version it was based on. */
export const profileContract = (base: AdminProfile): Contract<ProfileDraft, ProfileInput> => ({
  schema: profileInputSchema,
  toInput: (draft) => ({ ...draft, expectedUpdatedAt: base.updatedAt }),
});

/** The site profile: name, headline, biography, portrait and contact, edited in place. */
export function ProfileSection(props: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useI18n();
  const requestError = useRequestErrorText();
  const profile = useQuery(adminProfileQuery());
  if (profile.isPending) return <ListSkeleton />;
  if (profile.isError)
    return (
      <PanelError
        message={requestError(profile.error)}
        retryLabel={t('contentAdmin.common.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  return <ProfileForm profile={profile.data} onDirtyChange={props.onDirtyChange} />;
}

function ProfileForm({
  profile,
  onDirtyChange,
}: {
  profile: AdminProfile;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const save = useSaveProfile();
  const [previewing, setPreviewing] = useState(false);
  const [base, setBase] = useState(profile);
  const form = useZodForm({ ...profileContract(base), defaultValues: toDraft(profile), errorText });
  const editor = useEditorSave(form, {
    base,
    setBase,
    toValues: toDraft,
    loadLatest: () => queryClient.fetchQuery({ ...adminProfileQuery(), staleTime: 0 }),
    savedText: t(`${p}.saved`),
    onDirtyChange,
  });
  useLeaveGuard(form.dirty);
  const { values: draft, change } = form;
  const { errors } = editor;
  const links = draft.socialLinks;
  const setLinks = (next: typeof links) => change('socialLinks', next);
  const setLink = (index: number, patch: Partial<(typeof links)[number]>) =>
    setLinks(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));

  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-6"
      aria-label={t(`${p}.title`)}
      onSubmit={editor.onSubmit((input) => save.mutateAsync(input))}
    >
      {editor.stale ? (
        <StaleNotice busy={editor.recovering} onKeepMine={editor.keepMine} onLoadLatest={editor.loadLatest} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t(`${p}.fields.name`)} error={form.errorOf('name', true)}>
          {(control) => (
            <Input {...control} value={draft.name} onChange={(e) => change('name', e.target.value)} />
          )}
        </FormField>
        <FormField label={t(`${p}.fields.location`)} error={form.errorOf('location', true)}>
          {(control) => (
            <Input {...control} value={draft.location} onChange={(e) => change('location', e.target.value)} />
          )}
        </FormField>
      </div>
      <BilingualField
        label={t(`${p}.fields.headline`)}
        path="headline"
        value={draft.headline}
        onChange={(headline) => change('headline', headline)}
        errors={errors}
      />
      <BilingualField
        label={t(`${p}.fields.shortBio`)}
        path="shortBio"
        value={draft.shortBio}
        onChange={(shortBio) => change('shortBio', shortBio)}
        errors={errors}
        multiline
        rows={3}
      />
      <BilingualField
        label={t(`${p}.fields.longBio`)}
        path="longBio"
        value={draft.longBio}
        onChange={(longBio) => change('longBio', longBio)}
        errors={errors}
        multiline
        rows={8}
        hint={t('contentAdmin.projects.paragraphsHint')}
      />
      <ImageField
        label={t(`${p}.fields.portrait`)}
        path="portrait"
        value={draft.portrait}
        onChange={(portrait) => change('portrait', portrait)}
        errors={errors}
      />
      <FormField label={t(`${p}.fields.contactEmail`)} error={form.errorOf('contactEmail', true)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={draft.contactEmail}
            onChange={(e) => change('contactEmail', e.target.value)}
          />
        )}
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t(`${p}.links.title`)}</legend>
        {links.map((link, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <FormField
              label={t(`${p}.links.label`, { number: index + 1 })}
              error={form.errorOf(`socialLinks.${index}.label`, true)}
              className="w-40"
            >
              {(control) => (
                <Input
                  {...control}
                  value={link.label}
                  onChange={(e) => setLink(index, { label: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              label={t(`${p}.links.url`, { number: index + 1 })}
              error={form.errorOf(`socialLinks.${index}.url`, true)}
              className="min-w-48 flex-1"
            >
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  value={link.url}
                  onChange={(e) => setLink(index, { url: e.target.value })}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-destructive"
              aria-label={t(`${p}.links.remove`, { number: index + 1 })}
              onClick={() => setLinks(links.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={links.length >= 12}
          onClick={() => setLinks([...links, { label: '', url: '' }])}
        >
          <Plus aria-hidden />
          {t(`${p}.links.add`)}
        </Button>
      </fieldset>
      <FormProblem message={editor.problem} />
      <SaveBar
        saving={form.pending}
        saved={editor.justSaved}
        dirty={form.dirty}
        onCancel={form.dirty ? editor.discard : undefined}
        cancelLabel={t('contentAdmin.common.discard')}
        extra={
          <Button type="button" variant="outline" onClick={() => setPreviewing(true)}>
            <Eye aria-hidden />
            {t('contentAdmin.preview.open')}
          </Button>
        }
      />
      <PreviewDialog open={previewing} onOpenChange={setPreviewing} title={draft.name}>
        {(lang) => <ProfilePreview profile={draft} lang={lang} />}
      </PreviewDialog>
    </form>
  );
}

/** The profile as the home page's hero and about section read it. */
function ProfilePreview({ profile, lang }: { profile: SiteProfile; lang: 'es' | 'en' }) {
  const { t } = useI18n();
  return (
    <Container className="grid gap-10 py-10 md:grid-cols-[1.2fr_1fr] md:items-center">
      <div className="space-y-5">
        <Eyebrow>{profile.name}</Eyebrow>
        <h1 className="font-display text-4xl leading-tight tracking-tight text-balance sm:text-5xl">
          {pickText(profile.headline, lang)}
        </h1>
        <p className="text-lg text-muted-foreground text-pretty">{pickText(profile.shortBio, lang)}</p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4" />
          {profile.location}
        </p>
        <Prose text={pickText(profile.longBio, lang)} className="text-base text-foreground/90" />
      </div>
      {profile.portrait ? (
        <ContentImage
          src={profile.portrait.src}
          alt={pickText(profile.portrait.alt, lang)}
          ratio="aspect-[4/5]"
          className="rounded-3xl"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('contentAdmin.profile.noPortrait')}</p>
      )}
    </Container>
  );
}
