import type { SeedSet } from '../../platform/db/seed';
import { checkDefinition } from './definition';
import { questionnaireV1 } from './questionnaire-v1';
import { diagnosticVersions } from './schema';

/** The personal-brand diagnostic, version 1: questions, weights, levels and recommendations as data. */
export const diagnosticSeedSet: SeedSet = {
  name: 'diagnostic-v1',
  async apply(tx) {
    await tx
      .insert(diagnosticVersions)
      .values({ id: questionnaireV1.version, definition: checkDefinition(questionnaireV1) })
      .onConflictDoNothing();
  },
};
