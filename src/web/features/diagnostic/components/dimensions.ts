import { Compass, Eye, Globe, MessagesSquare, Palette, Users, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '@web/lib/i18n';

export const dimensionIds = ['purpose', 'positioning', 'visual', 'digital', 'content', 'reputation'] as const;
export type DimensionId = (typeof dimensionIds)[number];

export const dimensionIcons: Record<DimensionId, LucideIcon> = {
  purpose: Compass,
  positioning: Eye,
  visual: Palette,
  digital: Globe,
  content: MessagesSquare,
  reputation: Users,
};

export const dimensionName = (id: DimensionId) => `diagnostic.dimensions.${id}.name` as MessageKey;
export const dimensionDescription = (id: DimensionId) =>
  `diagnostic.dimensions.${id}.description` as MessageKey;

export const levelIds = ['emerging', 'developing', 'established', 'leading'] as const;
export type LevelId = (typeof levelIds)[number];
export const levelName = (id: LevelId) => `diagnostic.levels.${id}` as MessageKey;
