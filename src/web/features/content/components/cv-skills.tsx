import type { CvSkillItem } from '@contracts/content';
import { pickText } from '@contracts/localized';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/cn';

/** A 1–5 level as five dots, read out as "Level 4 of 5". */
function LevelDots({ level }: { level: number }) {
  const { t } = useI18n();
  const label = t('about.cv.level', { level: String(level) });
  return (
    <span role="img" aria-label={label} title={label} className="flex shrink-0 gap-1">
      {[1, 2, 3, 4, 5].map((dot) => (
        <span
          key={dot}
          aria-hidden
          className={cn('size-1.5 rounded-full', dot <= level ? 'bg-accent' : 'bg-border')}
        />
      ))}
    </span>
  );
}

export function CvSkillList({ items }: { items: CvSkillItem[] }) {
  const { lang } = useI18n();
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {items.map((item) => {
        const note = pickText(item.note, lang);
        return (
          <li
            key={item.id}
            className="flex items-baseline justify-between gap-4 border-b border-border/70 pb-3 text-[0.95rem]"
          >
            <span className="text-pretty">
              {pickText(item.name, lang)}
              {note ? <span className="text-muted-foreground"> — {note}</span> : null}
            </span>
            {item.level ? <LevelDots level={item.level} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
