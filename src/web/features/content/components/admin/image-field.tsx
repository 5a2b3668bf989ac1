import type { Image } from '@contracts/content';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { BilingualField } from './bilingual-field';
import { useErrorText } from './form-bits';
import { errorAt, moveItem, type FieldErrors } from './logic';
import { ImageUploader } from './image-uploader';

/** One image with its alternative text in both languages: upload, replace or remove. */
export function ImageField(props: {
  label: string;
  path: string;
  value: Image | null;
  onChange: (image: Image | null) => void;
  errors: FieldErrors;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const own = errorAt(props.errors, `${props.path}.src`) ?? errorAt(props.errors, props.path);
  const image = props.value;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{props.label}</legend>
      {image ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <img
            src={image.src}
            alt=""
            className={
              props.compact
                ? 'size-24 shrink-0 self-start rounded-full object-cover'
                : 'aspect-[4/3] w-full shrink-0 self-start rounded-xl bg-muted object-cover sm:w-48'
            }
          />
          <div className="min-w-0 flex-1 space-y-3">
            <BilingualField
              label={t('contentAdmin.images.alt')}
              path={`${props.path}.alt`}
              value={image.alt}
              onChange={(alt) => props.onChange({ ...image, alt })}
              errors={props.errors}
              hint={t('contentAdmin.images.altHint')}
            />
            <div className="flex flex-wrap gap-2">
              <ImageUploader
                label={`${t('contentAdmin.images.replace')}: ${props.label}`}
                alt={image.alt}
                onUploaded={props.onChange}
                compact
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-destructive"
                onClick={() => props.onChange(null)}
              >
                <Trash2 aria-hidden />
                {t('contentAdmin.images.remove')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <ImageUploader label={props.label} alt={{ es: '', en: '' }} onUploaded={props.onChange} />
      )}
      {own ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(own)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A project's gallery: add, remove and reorder images, each with its alternative text. */
export function GalleryField(props: {
  label: string;
  path: string;
  value: Image[];
  onChange: (images: Image[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const own = errorAt(props.errors, props.path);
  const list = props.value;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{props.label}</legend>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('contentAdmin.images.galleryEmpty')}</p>
      ) : null}
      <ol className="space-y-3">
        {list.map((image, index) => {
          const number = index + 1;
          return (
            <li
              key={`${image.src}-${index}`}
              className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:flex-row"
            >
              <div className="flex shrink-0 gap-2 sm:flex-col">
                <img src={image.src} alt="" className="aspect-[4/3] w-32 rounded-lg bg-muted object-cover" />
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === 0}
                    aria-label={t('contentAdmin.images.moveUp', { number })}
                    onClick={() => props.onChange(moveItem(list, index, index - 1))}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === list.length - 1}
                    aria-label={t('contentAdmin.images.moveDown', { number })}
                    onClick={() => props.onChange(moveItem(list, index, index + 1))}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive"
                    aria-label={t('contentAdmin.images.removeNumber', { number })}
                    onClick={() => props.onChange(list.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <BilingualField
                className="min-w-0 flex-1"
                label={`${t('contentAdmin.images.alt')} · ${t('contentAdmin.images.galleryItem', { number })}`}
                path={`${props.path}.${index}.alt`}
                value={image.alt}
                onChange={(alt) =>
                  props.onChange(list.map((item, i) => (i === index ? { ...item, alt } : item)))
                }
                errors={props.errors}
              />
            </li>
          );
        })}
      </ol>
      {list.length < 40 ? (
        <ImageUploader
          label={`${t('contentAdmin.images.add')}: ${props.label}`}
          alt={{ es: '', en: '' }}
          onUploaded={(image) => props.onChange([...list, image])}
          compact
        />
      ) : null}
      {own ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(own)}
        </p>
      ) : null}
    </fieldset>
  );
}
