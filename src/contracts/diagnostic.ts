import { z } from 'zod';
import { dayOrInstantSchema } from './calendar-dates';
import { localizedTextSchema, slugSchema } from './content';

/** The six dimensions, in their fixed order (ties in rankings are broken by this order). */
export const dimensionIds = ['purpose', 'positioning', 'visual', 'digital', 'content', 'reputation'] as const;
export const dimensionIdSchema = z.enum(dimensionIds);
export type DimensionId = z.infer<typeof dimensionIdSchema>;

export const levelIds = ['emerging', 'developing', 'established', 'leading'] as const;
export const levelIdSchema = z.enum(levelIds);
export type LevelId = z.infer<typeof levelIdSchema>;

export const questionKinds = ['likert', 'single', 'multiple'] as const;
export const questionKindSchema = z.enum(questionKinds);
export type QuestionKind = z.infer<typeof questionKindSchema>;

export const versionIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9._-]*$/);
export const questionIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);
const optionIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

/*
 * The full definition of a questionnaire version, as stored in diagnostic_versions.definition. It holds the
 * weights, so only the server (and the owner's editor, later) sees it; visitors get the questionnaire below.
 */
export const definitionOptionSchema = z.object({
  id: optionIdSchema,
  label: localizedTextSchema,
  /** 0–1: what choosing this option is worth (likert options carry (v-1)/4 for reference). */
  weight: z.number().min(0).max(1),
  /** A "none of these" option of a multiple-choice question: it cannot be combined with others. */
  exclusive: z.boolean().optional(),
});

export const definitionQuestionSchema = z.object({
  id: questionIdSchema,
  dimension: dimensionIdSchema,
  kind: questionKindSchema,
  prompt: localizedTextSchema,
  help: localizedTextSchema.optional(),
  /** How much this question counts within its dimension (default 1). */
  weight: z.number().positive().max(10).optional(),
  options: z.array(definitionOptionSchema).min(2).max(12),
});
export type DefinitionQuestion = z.infer<typeof definitionQuestionSchema>;

export const stepSchema = z.object({
  id: z.string().min(1).max(40),
  title: localizedTextSchema,
  questionIds: z.array(questionIdSchema).min(1),
});

export const dimensionInfoSchema = z.object({
  id: dimensionIdSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
});

export const levelInfoSchema = z.object({
  id: levelIdSchema,
  /** The lowest overall score (inclusive) of this level. */
  min: z.number().int().min(0).max(100),
  name: localizedTextSchema,
  description: localizedTextSchema,
});

export const recommendationRuleSchema = z.object({
  dimension: dimensionIdSchema,
  /** Applies when the dimension's score is at most this (the first matching rule of a dimension wins). */
  upTo: z.number().int().min(0).max(100),
  title: localizedTextSchema,
  body: localizedTextSchema,
  /** A service slug of the site's content (booking opens with it). */
  service: slugSchema,
});

export const diagnosticDefinitionSchema = z.object({
  version: versionIdSchema,
  /** Minutes, for the intro. */
  estimatedMinutes: z.number().int().positive(),
  dimensions: z.array(dimensionInfoSchema).length(dimensionIds.length),
  questions: z.array(definitionQuestionSchema).min(1),
  steps: z.array(stepSchema).min(1),
  levels: z.array(levelInfoSchema).length(levelIds.length),
  recommendations: z.array(recommendationRuleSchema),
});
export type DiagnosticDefinition = z.infer<typeof diagnosticDefinitionSchema>;

/** What visitors get from GET /api/diagnostic/questionnaire: the definition without weights or rules. */
export const questionnaireSchema = z.object({
  version: versionIdSchema,
  estimatedMinutes: z.number().int(),
  dimensions: z.array(dimensionInfoSchema),
  levels: z.array(levelInfoSchema),
  steps: z.array(stepSchema),
  questions: z.array(
    z.object({
      id: questionIdSchema,
      dimension: dimensionIdSchema,
      kind: questionKindSchema,
      prompt: localizedTextSchema,
      help: localizedTextSchema.optional(),
      options: z.array(
        z.object({ id: optionIdSchema, label: localizedTextSchema, exclusive: z.boolean().optional() }),
      ),
    }),
  ),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/**
 * One answer: likert → the integer 1–5; single → an option id; multiple → option ids (at least one).
 * The shape only; which value fits which question is checked against the version on the server.
 */
export const answerValueSchema = z.union([
  z.number(),
  z.string().max(40),
  z.array(z.string().max(40)).max(12),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z
  .record(z.string().max(40), answerValueSchema)
  .refine((value) => Object.keys(value).length <= 100, 'Too many answers');
export type Answers = z.infer<typeof answersSchema>;

export const answersPayloadSchema = z.object({ version: versionIdSchema, answers: answersSchema });
export type AnswersPayload = z.infer<typeof answersPayloadSchema>;

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());
/** GET /drafts?email= */
export const emailQuerySchema = emailSchema;
export const languageSchema = z.enum(['es', 'en']);

/** PUT /drafts. Without a valid draftToken an existing draft of that e-mail is started afresh (new token). */
export const draftInputSchema = answersPayloadSchema.extend({
  email: emailSchema,
  draftToken: z.string().max(100).optional(),
});
export type DraftInput = z.input<typeof draftInputSchema>;
export const draftSchema = answersPayloadSchema.extend({
  email: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
/** The answer to PUT /drafts: keep the token (it is the only way to read the draft back). */
export const draftSavedSchema = z.object({ draftToken: z.string(), updatedAt: z.string() });

/** POST /drafts/resume-link: mails a link that opens this draft on any device (the token proves it is yours). */
export const resumeLinkInputSchema = z.object({
  email: emailSchema,
  version: versionIdSchema,
  draftToken: z.string().min(1).max(100),
  language: languageSchema,
});
export type ResumeLinkInput = z.input<typeof resumeLinkInputSchema>;

/** POST /results. A double submit (same Idempotency-Key header or submissionId) returns the same result. */
export const submissionInputSchema = answersPayloadSchema.extend({
  name: z.string().trim().min(1).max(120),
  email: emailSchema,
  /** The privacy notice (LFPDPPP style) was accepted. */
  consent: z.literal(true),
  company: z.string().trim().max(160).optional(),
  role: z.string().trim().max(120).optional(),
  language: languageSchema,
  /** Show the name on the public shared view. */
  showName: z.boolean(),
  submissionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});
export type SubmissionInput = z.input<typeof submissionInputSchema>;

export const dimensionScoresSchema = z.record(dimensionIdSchema, z.number().int().min(0).max(100));
export type DimensionScores = z.infer<typeof dimensionScoresSchema>;

export const recommendationSchema = z.object({
  dimension: dimensionIdSchema,
  title: localizedTextSchema,
  body: localizedTextSchema,
  service: slugSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What the scoring produces (stored with the result, so it keeps the meaning of its version). */
export const scoreSummarySchema = z.object({
  overall: z.number().int().min(0).max(100),
  level: levelIdSchema,
  dimensions: dimensionScoresSchema,
  strongest: z.array(dimensionIdSchema),
  weakest: z.array(dimensionIdSchema),
  recommendations: z.array(recommendationSchema),
});
export type ScoreSummary = z.infer<typeof scoreSummarySchema>;

/** The level's name and meaning as written in the result's own version (an old result keeps its words). */
export const levelTextSchema = z.object({ name: localizedTextSchema, description: localizedTextSchema });
export type LevelText = z.infer<typeof levelTextSchema>;

export const resultSchema = scoreSummarySchema.extend({
  id: z.uuid(),
  levelText: levelTextSchema,
  version: versionIdSchema,
  name: z.string(),
  language: languageSchema,
  showName: z.boolean(),
  shareId: z.string(),
  /** Private until the taker shares it (ADR 023); sharedAt says since when it is shared. */
  shared: z.boolean(),
  sharedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DiagnosticResult = z.infer<typeof resultSchema>;

/** The answer to POST /results: resultToken reads the result (GET /results/:id) and shares / stops sharing it. */
export const submissionResponseSchema = z.object({ result: resultSchema, resultToken: z.string() });

/** GET /api/me/diagnostic: the signed-in person's results (confirmed e-mail only), newest first. */
export const MY_DIAGNOSTIC_LIMIT = 50;
export const myDiagnosticResultsSchema = z.object({ results: z.array(resultSchema) });
export type MyDiagnosticResults = z.infer<typeof myDiagnosticResultsSchema>;

/** GET /shared/:shareId — public; the name only when the person chose to show it. */
export const sharedResultSchema = scoreSummarySchema.extend({
  shareId: z.string(),
  levelText: levelTextSchema,
  version: versionIdSchema,
  name: z.string().nullable(),
  createdAt: z.string(),
});
export type SharedResult = z.infer<typeof sharedResultSchema>;

export const revokeInputSchema = z.object({ token: z.string().min(1).max(100) });

/** A share id (the public page /shared/:shareId): a URL-safe random string. */
export const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/);

/* Admin (/api/admin/diagnostic). */

export const adminResultRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  version: versionIdSchema,
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  language: languageSchema,
  overall: z.number().int(),
  level: levelIdSchema,
  dimensions: dimensionScoresSchema,
  leadId: z.uuid().nullable(),
  shared: z.boolean(),
});
export type AdminResultRow = z.infer<typeof adminResultRowSchema>;
export const adminResultListSchema = z.object({
  results: z.array(adminResultRowSchema),
  total: z.number().int(),
});

export const adminSortKeys = ['createdAt', 'overall', 'name', 'email', 'level', ...dimensionIds] as const;
export const adminResultFiltersSchema = z.object({
  level: levelIdSchema.optional(),
  /** A day (YYYY-MM-DD, Mexico City) or an instant with its offset; inclusive. */
  from: dayOrInstantSchema.optional(),
  to: dayOrInstantSchema.optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  maxScore: z.coerce.number().int().min(0).max(100).optional(),
  dimension: dimensionIdSchema.optional(),
  /** With dimension: that dimension's score is at least this. */
  dimensionMin: z.coerce.number().int().min(0).max(100).optional(),
  q: z.string().trim().max(120).optional(),
  sort: z.enum(adminSortKeys).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminResultFilters = z.infer<typeof adminResultFiltersSchema>;

export const leadEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  source: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const adminResultDetailSchema = adminResultRowSchema.extend({
  strongest: z.array(dimensionIdSchema),
  weakest: z.array(dimensionIdSchema),
  recommendations: z.array(recommendationSchema),
  shareId: z.string(),
  showName: z.boolean(),
  answers: z.array(
    z.object({
      questionId: z.string(),
      dimension: dimensionIdSchema,
      prompt: localizedTextSchema,
      value: answerValueSchema,
      /** The chosen options' labels (likert: the anchor of the value). */
      labels: z.array(localizedTextSchema),
    }),
  ),
  lead: z
    .object({
      id: z.uuid(),
      email: z.string(),
      name: z.string().nullable(),
      sources: z.array(z.string()),
      events: z.array(leadEventSchema),
    })
    .nullable(),
});
export type AdminResultDetail = z.infer<typeof adminResultDetailSchema>;

export const distributionSchema = z.object({
  total: z.number().int(),
  /** Ten buckets: 0–9, 10–19, …, 90–100. */
  buckets: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  levels: z.record(levelIdSchema, z.number().int()),
});
export type Distribution = z.infer<typeof distributionSchema>;
