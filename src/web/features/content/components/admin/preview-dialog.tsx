import type { Language } from '@contracts/i18n';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { ToggleGroup } from '@web/components/ui/kit-toggle-group';
import { hasMessages, I18nProvider, loadMessages, useI18n } from '@web/lib/i18n';

const ignore = () => undefined;

/** Links inside a preview are for looks: following one would leave the editor. */
const holdLinks = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

/**
 * A large dialog showing an item as the public page would, in Spanish or English (drafts too): the
 * preview renders inside its own language context, so labels follow the chosen language as well.
 */
export function PreviewDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  draft?: boolean;
  children: (lang: Language) => ReactNode;
}) {
  const { lang: uiLang, t } = useI18n();
  const [lang, setLang] = useState<Language>(uiLang);
  const [ready, setReady] = useState(() => hasMessages(uiLang));
  useEffect(() => {
    let live = true;
    if (hasMessages(lang)) setReady(true);
    else {
      setReady(false);
      void loadMessages(lang).then(() => live && setReady(true));
    }
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-xl outline-none sm:inset-6"
        >
          <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-sm font-semibold">
              {t('contentAdmin.preview.title', { name: props.title })}
            </DialogPrimitive.Title>
            {props.draft ? <Badge>{t('contentAdmin.list.draft')}</Badge> : null}
            <ToggleGroup
              label={t('contentAdmin.preview.language')}
              value={lang}
              onValueChange={setLang}
              options={[
                { value: 'es', label: t('contentAdmin.common.languages.es') },
                { value: 'en', label: t('contentAdmin.common.languages.en') },
              ]}
            />
            <DialogPrimitive.Close className="rounded-full p-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t('contentAdmin.common.close')}</span>
            </DialogPrimitive.Close>
          </header>
          <div
            className="min-h-0 flex-1 overflow-y-auto pb-12"
            lang={lang}
            data-testid="content-preview"
            onClickCapture={holdLinks}
          >
            {ready ? (
              <I18nProvider lang={lang} onChange={ignore}>
                {props.children(lang)}
              </I18nProvider>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
