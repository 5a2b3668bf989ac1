import type { Image, LocalizedText } from '@contracts/content';
import { toContentImage } from '@contracts/media';
import { ImageUpload } from '@web/components/ui/image-upload';
import { useI18n } from '@web/lib/i18n';
import { uploadMedia } from '@web/lib/media';
import { intlLocale } from '@contracts/language';

/** The kit's uploader with the editor's texts: an upload becomes a content `Image` with its alt text. */
export function ImageUploader(props: {
  label: string;
  /** The alternative text the new image starts with (a replaced image keeps its own). */
  alt: LocalizedText;
  onUploaded: (image: Image) => void;
  compact?: boolean;
}) {
  const { lang, t } = useI18n();
  const i = 'contentAdmin.images';
  return (
    <ImageUpload
      upload={uploadMedia}
      locale={intlLocale(lang)}
      className={props.compact ? 'w-full' : undefined}
      labels={{
        label: props.label,
        drop: t(`${i}.drop`),
        choose: t(`${i}.choose`),
        hint: t(`${i}.hint`),
        uploading: t(`${i}.uploading`),
        done: t(`${i}.uploaded`),
        errors: {
          notImage: t(`${i}.notImage`),
          tooLarge: t(`${i}.tooLarge`),
          conflict: t(`${i}.conflict`),
          network: t('contentAdmin.errors.network'),
          failed: t(`${i}.failed`),
        },
      }}
      onUploaded={(result) => props.onUploaded(toContentImage(result, props.alt))}
    />
  );
}
