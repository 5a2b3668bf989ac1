import type { Project, ProjectSummary, Service, SiteProfile } from '@contracts/content';
import type { Testimonial } from '@contracts/testimonials';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { projects, services, siteProfile, testimonials } from './schema';

export async function getProfile(db: Db): Promise<SiteProfile> {
  const [row] = await db.select().from(siteProfile).where(eq(siteProfile.id, 1));
  if (!row) throw notFound('The site profile has not been set up');
  return {
    name: row.name,
    headline: row.headline,
    shortBio: row.shortBio,
    longBio: row.longBio,
    portrait: row.portrait ?? null,
    location: row.location,
    contactEmail: row.contactEmail,
    socialLinks: row.socialLinks,
  };
}

export async function listActiveServices(db: Db): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    // Rental visits (La Mansión) are booked from /airbnb, not offered on the services page.
    .where(and(eq(services.active, true), ne(services.kind, 'rental')))
    .orderBy(asc(services.sortOrder), asc(services.createdAt));
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    description: row.description,
    includes: row.includes,
    priceMinor: row.priceMinor,
    currency: row.currency,
    durationMinutes: row.durationMinutes,
    order: row.sortOrder,
  }));
}

export type ProjectRow = typeof projects.$inferSelect;

export function toSummary(row: ProjectRow): ProjectSummary {
  return {
    slug: row.slug,
    category: row.category as ProjectSummary['category'],
    year: row.year,
    tags: row.tags,
    title: row.title,
    summary: row.summary,
    cover: row.cover ?? null,
    order: row.sortOrder,
  };
}

export async function listPublishedProjects(db: Db): Promise<ProjectSummary[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(asc(projects.sortOrder), asc(projects.createdAt));
  return rows.map(toSummary);
}

export async function getPublishedProject(db: Db, slug: string): Promise<Project> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), eq(projects.published, true)));
  if (!row) throw notFound('No published project has this address');
  return toProject(row);
}

/** A project row in the public shape (the admin preview uses it for drafts too). */
export function toProject(row: ProjectRow): Project {
  return {
    ...toSummary(row),
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    gallery: row.gallery,
    links: row.links,
  };
}

export type TestimonialRow = typeof testimonials.$inferSelect;

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    authorName: row.authorName,
    authorRole: row.authorRole,
    photo: row.photo ?? null,
    order: row.sortOrder,
  };
}

export async function listPublishedTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return rows.map(toTestimonial);
}
