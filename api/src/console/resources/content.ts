import { contentPages, customImages, faqs, helpCategories, helpQuestions, sliders } from '@cf/db';
import { contentPageInput, customImageInput, faqInput, helpCategoryInput, helpQuestionInput, sliderInput } from '@cf/domain';
import { renderMarkdown } from '@cf/domain/markdown';
import type { ResourceDef } from '../crud';

export const contentPagesResource: ResourceDef = {
  name: 'content-pages',
  table: contentPages,
  id: contentPages.id,
  input: contentPageInput,
  publicData: true,
  // bodyHtml is derived here, on every write, and nowhere else.
  toValues: (input) => ({ ...input, bodyHtml: renderMarkdown(String(input.body)) }),
  searchColumns: [contentPages.title, contentPages.slug],
  filters: { lang: contentPages.lang, published: contentPages.published, showInFooter: contentPages.showInFooter },
  sortColumns: {
    id: contentPages.id,
    title: contentPages.title,
    slug: contentPages.slug,
    lang: contentPages.lang,
    updatedAt: contentPages.updatedAt,
    sortOrder: contentPages.sortOrder,
  },
  defaultSort: ['slug', 'ASC'],
};

export const faqsResource: ResourceDef = {
  name: 'faqs',
  table: faqs,
  id: faqs.id,
  input: faqInput,
  publicData: true,
  searchColumns: [faqs.question, faqs.answer],
  filters: { lang: faqs.lang, showInFooter: faqs.showInFooter },
  sortColumns: { id: faqs.id, question: faqs.question, lang: faqs.lang, sortOrder: faqs.sortOrder },
  defaultSort: ['sortOrder', 'ASC'],
};

export const helpCategoriesResource: ResourceDef = {
  name: 'help-categories',
  table: helpCategories,
  id: helpCategories.id,
  input: helpCategoryInput,
  publicData: true,
  searchColumns: [helpCategories.name, helpCategories.slug],
  filters: { lang: helpCategories.lang },
  sortColumns: { id: helpCategories.id, name: helpCategories.name, lang: helpCategories.lang, sortOrder: helpCategories.sortOrder },
  defaultSort: ['sortOrder', 'ASC'],
};

export const helpQuestionsResource: ResourceDef = {
  name: 'help-questions',
  table: helpQuestions,
  id: helpQuestions.id,
  input: helpQuestionInput,
  publicData: true,
  searchColumns: [helpQuestions.question, helpQuestions.answer],
  filters: { categoryId: helpQuestions.categoryId },
  sortColumns: {
    id: helpQuestions.id,
    question: helpQuestions.question,
    categoryId: helpQuestions.categoryId,
    sortOrder: helpQuestions.sortOrder,
  },
  defaultSort: ['sortOrder', 'ASC'],
};

export const slidersResource: ResourceDef = {
  name: 'sliders',
  table: sliders,
  id: sliders.id,
  input: sliderInput,
  publicData: true,
  searchColumns: [sliders.title],
  filters: { lang: sliders.lang, active: sliders.active },
  sortColumns: { id: sliders.id, title: sliders.title, lang: sliders.lang, sortOrder: sliders.sortOrder },
  defaultSort: ['sortOrder', 'ASC'],
};

export const customImagesResource: ResourceDef = {
  name: 'custom-images',
  table: customImages,
  id: customImages.id,
  input: customImageInput,
  publicData: true,
  searchColumns: [customImages.slot, customImages.title],
  sortColumns: { id: customImages.id, slot: customImages.slot, title: customImages.title },
  defaultSort: ['slot', 'ASC'],
};
