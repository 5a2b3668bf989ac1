import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

interface Notice {
  id: number;
  text: string;
  tone: 'success' | 'error';
  /** A short action beside the text (Undo). */
  action?: { label: string; run: () => void };
}

type Notify = (notice: Omit<Notice, 'id'>) => void;
const NoticeContext = createContext<Notify | null>(null);

const VISIBLE_MS = 7000;

/**
 * What the editor says after an action (saved, published, deleted with Undo), read out by screen readers.
 * At the top on phones, where dialogs rise from the bottom; at the bottom on wider screens.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>((notice) => {
    const id = next.current++;
    setNotices((list) => [...list.slice(-2), { ...notice, id }]);
  }, []);
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-4 sm:top-auto sm:bottom-4"
      >
        {notices.map((notice) => (
          <NoticeToast
            key={notice.id}
            notice={notice}
            closeLabel={t('contentAdmin.common.dismiss')}
            onDismiss={() => dismiss(notice.id)}
          />
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

function NoticeToast(props: { notice: Notice; closeLabel: string; onDismiss: () => void }) {
  const { notice, onDismiss } = props;
  useEffect(() => {
    const timer = setTimeout(onDismiss, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  return (
    <div
      data-testid="content-notice"
      className={cn(
        'pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl border bg-background px-4 py-2.5 text-sm shadow-lg',
        notice.tone === 'error' ? 'border-destructive/50' : 'border-border',
      )}
    >
      <p className="min-w-0 flex-1">{notice.text}</p>
      {notice.action ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            notice.action?.run();
            onDismiss();
          }}
        >
          {notice.action.label}
        </Button>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-full p-1 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden className="size-4" />
        <span className="sr-only">{props.closeLabel}</span>
      </button>
    </div>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NoticeContext);
  return useMemo(() => notify ?? (() => undefined), [notify]);
}
