export { usePageMessages } from './account/use-page-messages';
