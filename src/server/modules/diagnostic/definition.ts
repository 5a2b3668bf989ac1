import { diagnosticDefinitionSchema, type DiagnosticDefinition } from '@contracts/diagnostic';

/** Checks a definition before it is stored (seed, later the editor). */
export function checkDefinition(definition: DiagnosticDefinition): DiagnosticDefinition {
  const parsed = diagnosticDefinitionSchema.parse(definition);
  const ids = new Set(parsed.questions.map((q) => q.id));
  if (ids.size !== parsed.questions.length) throw new Error('Question ids must be unique');
  const stepped = parsed.steps.flatMap((s) => s.questionIds);
  if (stepped.length !== ids.size || stepped.some((id) => !ids.has(id)) || new Set(stepped).size !== ids.size)
    throw new Error('Every question must be in exactly one step');
  return parsed;
}
