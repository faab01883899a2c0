import type { InfoPagePath } from '../../../shared/info-pages';

/** One titled part of an information page: paragraphs, then an optional bullet list. */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
/** The text of an information page (its title comes from INFO_PAGES). */
export interface InfoPageText {
  intro: string;
  sections: InfoSection[];
}
/** One question of the FAQ, in a group ("Ordering", "For chefs"…). */
export interface FaqGroup {
  heading: string;
  items: { question: string; answer: string }[];
}
/** Every page's text in one language; the FAQ page adds its question groups. */
export interface InfoContent {
  pages: Record<InfoPagePath, InfoPageText>;
  faq: FaqGroup[];
}
