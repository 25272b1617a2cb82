import { type Database, contentPages, faqs, helpCategories, helpQuestions, sliders } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { and, asc, eq } from 'drizzle-orm';
import { oneWithFallback, withFallback } from '../../lib/lang';

export async function pageList(db: Database, lang: string) {
  return withFallback(lang, (l) =>
    db
      .select({ slug: contentPages.slug, title: contentPages.title, showInFooter: contentPages.showInFooter, lang: contentPages.lang })
      .from(contentPages)
      .where(and(eq(contentPages.lang, l), eq(contentPages.published, true)))
      .orderBy(asc(contentPages.sortOrder), asc(contentPages.title)),
  );
}

export async function pageBySlug(db: Database, lang: string, slug: string) {
  const page = await oneWithFallback(lang, async (l) => {
    const [row] = await db
      .select({
        slug: contentPages.slug,
        lang: contentPages.lang,
        title: contentPages.title,
        bodyHtml: contentPages.bodyHtml,
        metaTitle: contentPages.metaTitle,
        metaDescription: contentPages.metaDescription,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .where(and(eq(contentPages.lang, l), eq(contentPages.slug, slug), eq(contentPages.published, true)))
      .limit(1);
    return row;
  });
  if (!page) throw new NotFoundError();
  return page;
}

const faqColumns = { id: faqs.id, lang: faqs.lang, question: faqs.question, answer: faqs.answer, showInFooter: faqs.showInFooter };

export async function faqList(db: Database, lang: string) {
  return withFallback(lang, (l) => db.select(faqColumns).from(faqs).where(eq(faqs.lang, l)).orderBy(asc(faqs.sortOrder), asc(faqs.id)));
}

/** Footer FAQs: the footer shows its FAQ link only when this list is not empty. */
export async function footerFaqList(db: Database, lang: string) {
  return withFallback(lang, (l) =>
    db
      .select(faqColumns)
      .from(faqs)
      .where(and(eq(faqs.lang, l), eq(faqs.showInFooter, true)))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id)),
  );
}

export async function helpCategoryList(db: Database, lang: string) {
  return withFallback(lang, (l) =>
    db.query.helpCategories.findMany({
      where: eq(helpCategories.lang, l),
      orderBy: [asc(helpCategories.sortOrder), asc(helpCategories.name)],
      columns: { id: true, slug: true, name: true, description: true, lang: true },
      with: { questions: { columns: { id: true, question: true }, orderBy: [asc(helpQuestions.sortOrder), asc(helpQuestions.id)] } },
    }),
  );
}

/** Every category with its questions and answers: the question list when no topic is chosen (one relational query). */
export async function helpQuestionsByCategory(db: Database, lang: string) {
  return withFallback(lang, (l) =>
    db.query.helpCategories.findMany({
      where: eq(helpCategories.lang, l),
      orderBy: [asc(helpCategories.sortOrder), asc(helpCategories.name)],
      columns: { id: true, slug: true, name: true, description: true, lang: true },
      with: {
        questions: { columns: { id: true, question: true, answer: true }, orderBy: [asc(helpQuestions.sortOrder), asc(helpQuestions.id)] },
      },
    }),
  );
}

export async function helpCategoryBySlug(db: Database, lang: string, slug: string) {
  const category = await oneWithFallback(lang, (l) =>
    db.query.helpCategories.findFirst({
      where: and(eq(helpCategories.lang, l), eq(helpCategories.slug, slug)),
      columns: { id: true, slug: true, name: true, description: true, lang: true },
      with: {
        questions: { columns: { id: true, question: true, answer: true }, orderBy: [asc(helpQuestions.sortOrder), asc(helpQuestions.id)] },
      },
    }),
  );
  if (!category) throw new NotFoundError();
  return category;
}

export async function helpQuestionById(db: Database, id: number) {
  const question = await db.query.helpQuestions.findFirst({
    where: eq(helpQuestions.id, id),
    columns: { id: true, question: true, answer: true },
    with: { category: { columns: { id: true, slug: true, name: true, lang: true } } },
  });
  if (!question) throw new NotFoundError();
  return question;
}

export async function sliderList(db: Database, lang: string, onlyActive: boolean) {
  return withFallback(lang, (l) =>
    db
      .select({
        id: sliders.id,
        lang: sliders.lang,
        title: sliders.title,
        description: sliders.description,
        image: sliders.image,
        buttonText: sliders.buttonText,
        buttonUrl: sliders.buttonUrl,
      })
      .from(sliders)
      .where(onlyActive ? and(eq(sliders.lang, l), eq(sliders.active, true)) : eq(sliders.lang, l))
      .orderBy(asc(sliders.sortOrder), asc(sliders.id)),
  );
}
