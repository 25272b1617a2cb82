import { contentPages, customImages, faqs, helpCategories, helpQuestions, sliders } from '@cf/db';
import { contentPageInput, customImageInput, faqInput, helpCategoryInput, helpQuestionInput, sliderInput } from '@cf/domain';
import { renderMarkdown } from '@cf/domain/markdown';
import { columnsOf, type ResourceDef } from '../crud';

export const contentPagesResource: ResourceDef = {
  name: 'content-pages',
  table: contentPages,
  id: contentPages.id,
  input: contentPageInput,
  publicData: true,
  // bodyHtml is derived here, on every write, and nowhere else.
  toValues: (input) => ({ ...input, bodyHtml: renderMarkdown(String(input.body)) }),
  searchColumns: [contentPages.title, contentPages.slug],
  filters: columnsOf(contentPages, 'lang', 'published', 'showInFooter'),
  sortColumns: columnsOf(contentPages, 'id', 'title', 'slug', 'lang', 'updatedAt', 'sortOrder'),
  defaultSort: ['slug', 'ASC'],
};

export const faqsResource: ResourceDef = {
  name: 'faqs',
  table: faqs,
  id: faqs.id,
  input: faqInput,
  publicData: true,
  searchColumns: [faqs.question, faqs.answer],
  filters: columnsOf(faqs, 'lang', 'showInFooter'),
  sortColumns: columnsOf(faqs, 'id', 'question', 'lang', 'sortOrder'),
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
  sortColumns: columnsOf(helpCategories, 'id', 'name', 'lang', 'sortOrder'),
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
  sortColumns: columnsOf(helpQuestions, 'id', 'question', 'categoryId', 'sortOrder'),
  defaultSort: ['sortOrder', 'ASC'],
};

export const slidersResource: ResourceDef = {
  name: 'sliders',
  table: sliders,
  id: sliders.id,
  input: sliderInput,
  publicData: true,
  searchColumns: [sliders.title],
  filters: columnsOf(sliders, 'lang', 'active'),
  sortColumns: columnsOf(sliders, 'id', 'title', 'lang', 'sortOrder'),
  defaultSort: ['sortOrder', 'ASC'],
};

export const customImagesResource: ResourceDef = {
  name: 'custom-images',
  table: customImages,
  id: customImages.id,
  input: customImageInput,
  publicData: true,
  searchColumns: [customImages.slot, customImages.title],
  sortColumns: columnsOf(customImages, 'id', 'slot', 'title'),
  defaultSort: ['slot', 'ASC'],
};
